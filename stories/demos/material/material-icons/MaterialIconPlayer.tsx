import { useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Forward30Icon from '@mui/icons-material/Forward30';
import PauseRoundedIcon from '@mui/icons-material/PauseRounded';
import PlayArrowRoundedIcon from '@mui/icons-material/PlayArrowRounded';
import Replay10Icon from '@mui/icons-material/Replay10';

const episode = { title: 'Episode 42: Sourdough at altitude', duration: 38 * 60 };

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

export default function MaterialIconPlayer() {
  const [playing, setPlaying] = useState(false);
  const [position, setPosition] = useState(12 * 60 + 40);

  const seek = (delta: number) => setPosition((p) => Math.min(episode.duration, Math.max(0, p + delta)));

  return (
    <Box sx={{ maxWidth: 360, p: 2, border: 1, borderColor: 'divider', borderRadius: 2 }}>
      <Typography variant="subtitle1" component="h3">
        {episode.title}
      </Typography>
      <Typography variant="body2" role="status" sx={{ color: 'text.secondary' }}>
        {playing ? 'Playing' : 'Paused'} at {clock(position)} of {clock(episode.duration)}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'center', mt: 1 }} role="group" aria-label="Playback">
        <IconButton aria-label="Back 10 seconds" onClick={() => seek(-10)}>
          <Replay10Icon />
        </IconButton>
        <IconButton
          aria-label={playing ? 'Pause' : 'Play'}
          color="primary"
          size="large"
          onClick={() => setPlaying((value) => !value)}
        >
          {playing ? <PauseRoundedIcon fontSize="large" /> : <PlayArrowRoundedIcon fontSize="large" />}
        </IconButton>
        <IconButton aria-label="Forward 30 seconds" onClick={() => seek(30)}>
          <Forward30Icon />
        </IconButton>
      </Stack>
    </Box>
  );
}
