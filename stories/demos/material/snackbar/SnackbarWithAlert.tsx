import { useState, type SyntheticEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';

type Result = { severity: 'success' | 'error'; message: string };

export default function SnackbarWithAlert() {
  const [result, setResult] = useState<Result | null>(null);
  const [open, setOpen] = useState(false);

  const show = (next: Result) => {
    setResult(next);
    setOpen(true);
  };

  const handleClose = (_event?: SyntheticEvent | Event, reason?: SnackbarCloseReason) => {
    if (reason === 'clickaway') {
      return;
    }
    setOpen(false);
  };

  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button
        variant="contained"
        onClick={() => show({ severity: 'success', message: 'Profile updated' })}
      >
        Save profile
      </Button>
      <Button
        variant="outlined"
        onClick={() =>
          show({
            severity: 'error',
            message: 'Couldn’t publish: you are offline. Your draft is kept.',
          })
        }
      >
        Publish while offline
      </Button>
      <Snackbar open={open} autoHideDuration={6000} onClose={handleClose}>
        <Alert
          severity={result?.severity}
          onClose={handleClose}
          sx={{ width: '100%', boxShadow: 6 }}
        >
          {result?.message}
        </Alert>
      </Snackbar>
    </Stack>
  );
}
