import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Slide from '@mui/material/Slide';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

export default function TransitionsSlide() {
  const [show, setShow] = useState(true);
  const [container, setContainer] = useState<HTMLElement | null>(null);

  return (
    <Stack spacing={2}>
      <FormControlLabel
        label="Show update banner"
        control={<Switch checked={show} onChange={(event) => setShow(event.target.checked)} />}
      />
      <Box
        ref={setContainer}
        sx={{
          position: 'relative',
          height: 180,
          maxWidth: 360,
          overflow: 'hidden',
          border: 1,
          borderColor: 'divider',
          borderRadius: 2,
          bgcolor: 'background.default',
        }}
      >
        <Typography sx={{ p: 2 }}>Inbox</Typography>
        <Slide in={show} direction="up" container={container}>
          <Paper
            elevation={6}
            sx={{ position: 'absolute', insetInline: 8, bottom: 8, p: 1.5, display: 'flex', alignItems: 'center', gap: 1 }}
          >
            <Typography variant="body2" sx={{ flex: 1 }}>
              A new version of the app is ready.
            </Typography>
            <Button size="small" onClick={() => setShow(false)}>
              Dismiss
            </Button>
          </Paper>
        </Slide>
      </Box>
    </Stack>
  );
}
