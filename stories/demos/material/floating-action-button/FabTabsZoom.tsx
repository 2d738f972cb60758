import { useId, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import Zoom from '@mui/material/Zoom';
import { useTheme } from '@mui/material/styles';
import EventIcon from '@mui/icons-material/Event';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import UploadFileIcon from '@mui/icons-material/UploadFile';

interface Section {
  label: string;
  description: string;
  action: string;
  icon: ReactNode;
}

const sections: Section[] = [
  {
    label: 'Members',
    description: '8 people have access to this workspace.',
    action: 'Invite member',
    icon: <PersonAddIcon />,
  },
  {
    label: 'Files',
    description: '23 files, last upload on 4 March.',
    action: 'Upload file',
    icon: <UploadFileIcon />,
  },
  {
    label: 'Calendar',
    description: 'Next event: design review on Tuesday at 14:00.',
    action: 'New event',
    icon: <EventIcon />,
  },
];

export default function FabTabsZoom() {
  const theme = useTheme();
  const idPrefix = useId();
  const [current, setCurrent] = useState(0);
  const delay = theme.transitions.duration.leavingScreen;

  return (
    <Paper variant="outlined" sx={{ position: 'relative', maxWidth: 440, minHeight: 200 }}>
      <Tabs
        value={current}
        onChange={(_event, index: number) => setCurrent(index)}
        aria-label="Workspace sections"
        variant="fullWidth"
      >
        {sections.map((section, index) => (
          <Tab
            key={section.label}
            label={section.label}
            id={`${idPrefix}-tab-${index}`}
            aria-controls={`${idPrefix}-panel-${index}`}
          />
        ))}
      </Tabs>
      {sections.map((section, index) => (
        <Box
          key={section.label}
          role="tabpanel"
          hidden={current !== index}
          id={`${idPrefix}-panel-${index}`}
          aria-labelledby={`${idPrefix}-tab-${index}`}
          sx={{ p: 2 }}
        >
          <Typography>{section.description}</Typography>
        </Box>
      ))}
      {sections.map((section, index) => (
        <Zoom
          key={section.label}
          in={current === index}
          appear={false}
          unmountOnExit
          // Waits for the previous button to leave before the next one grows in.
          style={{ transitionDelay: `${current === index ? delay : 0}ms` }}
        >
          <Fab
            color="primary"
            aria-label={section.action}
            sx={{ position: 'absolute', bottom: 16, insetInlineEnd: 16 }}
          >
            {section.icon}
          </Fab>
        </Zoom>
      ))}
    </Paper>
  );
}
