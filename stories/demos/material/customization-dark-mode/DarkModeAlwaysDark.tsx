import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PauseRounded from '@mui/icons-material/PauseRounded';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import VolumeUpRounded from '@mui/icons-material/VolumeUpRounded';
import { createTheme, ThemeProvider } from '@mui/material/styles';

// A theme that only has the dark palette: everything inside stays dark in a light page too.
const playerTheme = createTheme({ palette: { mode: 'dark' } });

export default function DarkModeAlwaysDark() {
  const [playing, setPlaying] = useState(false);
  const [volume, setVolume] = useState(60);

  return (
    <ThemeProvider theme={playerTheme}>
      <Paper elevation={4} sx={{ p: 2, maxWidth: 380, color: 'text.primary' }}>
        <Typography variant="subtitle2" component="p" color="text.secondary">
          Now playing
        </Typography>
        <Typography variant="h6" component="p">
          Harbour Lights (live)
        </Typography>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mt: 1 }}>
          <IconButton
            aria-label={playing ? 'Pause' : 'Play'}
            onClick={() => setPlaying((value) => !value)}
            sx={{ bgcolor: 'action.selected' }}
          >
            {playing ? <PauseRounded /> : <PlayArrowRounded />}
          </IconButton>
          <VolumeUpRounded aria-hidden sx={{ color: 'text.secondary' }} />
          <Slider
            size="small"
            value={volume}
            onChange={(_, value) => setVolume(value)}
            aria-label="Volume"
            valueLabelDisplay="auto"
          />
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {playing ? 'Playing' : 'Paused'} at {volume}% volume
        </Typography>
      </Paper>
    </ThemeProvider>
  );
}
