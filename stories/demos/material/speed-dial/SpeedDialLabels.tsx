import { useRef, useState } from 'react';
import Box from '@mui/material/Box';
import SpeedDial from '@mui/material/SpeedDial';
import SpeedDialAction from '@mui/material/SpeedDialAction';
import SpeedDialIcon from '@mui/material/SpeedDialIcon';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/Edit';
import EventIcon from '@mui/icons-material/Event';
import NoteAddIcon from '@mui/icons-material/NoteAdd';
import TaskAltIcon from '@mui/icons-material/TaskAlt';

const actions = [
  { name: 'New task', icon: <TaskAltIcon /> },
  { name: 'New event', icon: <EventIcon /> },
  { name: 'New note', icon: <NoteAddIcon /> },
];

export default function SpeedDialLabels() {
  const [open, setOpen] = useState(false);
  const [created, setCreated] = useState('');
  const fabRef = useRef<HTMLButtonElement>(null);

  const handleAction = (name: string) => {
    setCreated(name);
    setOpen(false);
    // The actions are hidden now, so give focus back to the main button.
    fabRef.current?.focus();
  };

  return (
    <Box
      sx={{
        position: 'relative',
        height: 300,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <Typography role="status" sx={{ p: 2, color: 'text.secondary' }}>
        {created && `${created} created`}
      </Typography>
      <SpeedDial
        ariaLabel="Create"
        icon={<SpeedDialIcon openIcon={<EditIcon />} />}
        FabProps={{ ref: fabRef }}
        open={open}
        onOpen={(_event, reason) => {
          // Open on click, Enter or Space only, not on hover or focus.
          if (reason === 'toggle') setOpen(true);
        }}
        onClose={(_event, reason) => {
          if (reason !== 'mouseLeave') setOpen(false);
        }}
        sx={{ position: 'absolute', bottom: 16, insetInlineEnd: 16 }}
      >
        {actions.map((action) => (
          <SpeedDialAction
            key={action.name}
            icon={action.icon}
            slotProps={{ tooltip: { title: action.name, open: true } }}
            onClick={() => handleAction(action.name)}
          />
        ))}
      </SpeedDial>
    </Box>
  );
}
