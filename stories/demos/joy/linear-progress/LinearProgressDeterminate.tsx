import { useState } from 'react';
import Button from '@mui/joy/Button';
import LinearProgress from '@mui/joy/LinearProgress';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const steps = ['Travellers', 'Flights', 'Seats', 'Luggage', 'Payment'];

export default function LinearProgressDeterminate() {
  const [done, setDone] = useState(1);
  const percent = Math.round((done / steps.length) * 100);
  const finished = done === steps.length;

  return (
    <Stack spacing={1.5} sx={{ width: '100%', maxWidth: 420 }}>
      <Typography level="title-sm" id="booking-progress-label">
        Booking progress
      </Typography>
      <LinearProgress
        determinate
        value={percent}
        color={finished ? 'success' : 'primary'}
        aria-labelledby="booking-progress-label"
        aria-valuetext={`Step ${done} of ${steps.length} done: ${steps[done - 1]}`}
      />
      <Typography level="body-sm">
        {finished ? 'All steps done. Your booking is complete.' : `Next step: ${steps[done]}`}
      </Typography>
      <Stack direction="row" spacing={1}>
        <Button size="sm" variant="outlined" color="neutral" disabled={done === 0} onClick={() => setDone(done - 1)}>
          Back
        </Button>
        <Button size="sm" disabled={finished} onClick={() => setDone(done + 1)}>
          Continue
        </Button>
      </Stack>
    </Stack>
  );
}
