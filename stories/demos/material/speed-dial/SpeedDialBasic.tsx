import { useState } from 'react';
import Box from '@mui/material/Box';
import SpeedDial from '@mui/material/SpeedDial';
import SpeedDialAction from '@mui/material/SpeedDialAction';
import SpeedDialIcon from '@mui/material/SpeedDialIcon';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import PrintIcon from '@mui/icons-material/Print';
import SaveIcon from '@mui/icons-material/Save';
import ShareIcon from '@mui/icons-material/Share';

const actions = [
  { name: 'Copy', icon: <ContentCopyIcon />, result: 'Link copied' },
  { name: 'Save', icon: <SaveIcon />, result: 'Document saved' },
  { name: 'Print', icon: <PrintIcon />, result: 'Sent to the printer' },
  { name: 'Share', icon: <ShareIcon />, result: 'Sharing options opened' },
];

export default function SpeedDialBasic() {
  const [message, setMessage] = useState('');

  return (
    <Box
      sx={{
        position: 'relative',
        height: 320,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <Typography role="status" sx={{ p: 2, color: 'text.secondary' }}>
        {message}
      </Typography>
      <SpeedDial
        ariaLabel="Document actions"
        icon={<SpeedDialIcon />}
        sx={{ position: 'absolute', bottom: 16, insetInlineEnd: 16 }}
      >
        {actions.map((action) => (
          <SpeedDialAction
            key={action.name}
            icon={action.icon}
            slotProps={{ tooltip: { title: action.name } }}
            onClick={() => setMessage(action.result)}
          />
        ))}
      </SpeedDial>
    </Box>
  );
}
