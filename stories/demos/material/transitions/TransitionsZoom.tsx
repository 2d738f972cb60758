import { useState } from 'react';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Zoom from '@mui/material/Zoom';
import AddIcon from '@mui/icons-material/Add';
import EventIcon from '@mui/icons-material/Event';

export default function TransitionsZoom() {
  const [editing, setEditing] = useState(true);

  return (
    <Stack spacing={2}>
      <FormControlLabel
        label="Edit calendar"
        control={<Switch checked={editing} onChange={(event) => setEditing(event.target.checked)} />}
      />
      <Box sx={{ display: 'flex', gap: 2 }}>
        <Zoom in={editing}>
          <Fab color="primary" aria-label="Add event">
            <AddIcon />
          </Fab>
        </Zoom>
        {/* The delay makes the second button appear after the first. */}
        <Zoom in={editing} style={{ transitionDelay: editing ? '150ms' : '0ms' }}>
          <Fab color="secondary" aria-label="Add reminder">
            <EventIcon />
          </Fab>
        </Zoom>
      </Box>
    </Stack>
  );
}
