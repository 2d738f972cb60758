import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const steps = ['Add your name', 'Verify your email', 'Add a profile photo', 'Write a short bio'];

export default function ProgressCircularWithLabel() {
  const labelId = useId();
  const [done, setDone] = useState(2);
  const value = (done / steps.length) * 100;

  return (
    <Stack direction="row" spacing={3} sx={{ alignItems: 'center' }}>
      <Box sx={{ position: 'relative', display: 'inline-flex' }}>
        {/* A full circle in the divider colour serves as the track. */}
        <CircularProgress
          variant="determinate"
          value={100}
          size={72}
          aria-hidden
          sx={{ color: 'divider', position: 'absolute' }}
        />
        <CircularProgress
          variant="determinate"
          value={value}
          size={72}
          aria-labelledby={labelId}
        />
        <Box
          sx={{
            position: 'absolute',
            inset: 0,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
          }}
        >
          {/* Screen readers already hear the value from the progress bar. */}
          <Typography
            aria-hidden
            variant="body2"
            component="span"
            sx={{ fontWeight: 500 }}
          >
            {`${Math.round(value)}%`}
          </Typography>
        </Box>
      </Box>
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Typography id={labelId}>Profile complete</Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {done < steps.length ? `Next: ${steps[done]}` : 'All done, thank you!'}
        </Typography>
        <Button
          size="small"
          variant="outlined"
          disabled={done === steps.length}
          onClick={() => setDone((count) => count + 1)}
        >
          Complete next step
        </Button>
      </Stack>
    </Stack>
  );
}
