import { useId } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

// A 5-minute video: 1:45 played, the next 1:15 already downloaded.
const duration = 300;
const played = 105;
const buffered = 180;

const formatTime = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

export default function ProgressBuffer() {
  const labelId = useId();

  return (
    <Box sx={{ maxWidth: 480 }}>
      <Typography id={labelId} variant="body2" sx={{ mb: 1 }}>
        Sourdough basics, part 2: shaping the loaf
      </Typography>
      <LinearProgress
        variant="buffer"
        value={(played / duration) * 100}
        valueBuffer={(buffered / duration) * 100}
        aria-labelledby={labelId}
        aria-valuetext={`${formatTime(played)} of ${formatTime(duration)}`}
      />
      <Stack direction="row" sx={{ justifyContent: 'space-between', mt: 1 }}>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {formatTime(played)}
        </Typography>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {formatTime(duration)}
        </Typography>
      </Stack>
    </Box>
  );
}
