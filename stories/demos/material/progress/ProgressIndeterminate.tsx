import { useId } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function ProgressIndeterminate() {
  const messagesId = useId();
  const updatesId = useId();

  return (
    <Stack spacing={4} sx={{ maxWidth: 400 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <CircularProgress size={28} aria-labelledby={messagesId} />
        <Typography id={messagesId}>Fetching your messages…</Typography>
      </Stack>
      <Box>
        <Typography id={updatesId} variant="body2" sx={{ mb: 1 }}>
          Installing updates
        </Typography>
        <LinearProgress color="secondary" aria-labelledby={updatesId} />
      </Box>
    </Stack>
  );
}
