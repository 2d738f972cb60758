import { useState } from 'react';
import Button from '@mui/joy/Button';
import CircularProgress from '@mui/joy/CircularProgress';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const total = 8;

export default function CircularProgressDeterminate() {
  const [uploaded, setUploaded] = useState(2);
  const percent = Math.round((uploaded / total) * 100);

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <CircularProgress
        determinate
        value={percent}
        size="lg"
        color={uploaded === total ? 'success' : 'primary'}
        aria-label="Holiday photos uploaded"
      >
        <Typography level="body-xs">{percent}%</Typography>
      </CircularProgress>
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Typography level="body-sm">
          {uploaded} of {total} photos uploaded
        </Typography>
        <Button size="sm" variant="outlined" disabled={uploaded === total} onClick={() => setUploaded(uploaded + 1)}>
          Upload next photo
        </Button>
      </Stack>
    </Stack>
  );
}
