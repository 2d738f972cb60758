import { useEffect, useId, useState, type SyntheticEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';

type Status = 'idle' | 'uploading' | 'done';

export default function AllComponentsFeedbackSampler() {
  const id = useId();
  const [status, setStatus] = useState<Status>('idle');
  const [progress, setProgress] = useState(0);
  const [notified, setNotified] = useState(false);
  const [snackbarOpen, setSnackbarOpen] = useState(false);

  useEffect(() => {
    if (status !== 'uploading') {
      return undefined;
    }
    // Stands in for the upload's progress events; cleared if the panel unmounts.
    const timer = setTimeout(() => {
      const next = Math.min(progress + 25, 100);
      setProgress(next);
      if (next === 100) {
        setStatus('done');
      }
    }, 300);
    return () => clearTimeout(timer);
  }, [status, progress]);

  const startUpload = () => {
    setProgress(0);
    setNotified(false);
    setStatus('uploading');
  };

  const notifyTeam = () => {
    setNotified(true);
    setSnackbarOpen(true);
  };

  const undoNotify = () => {
    setNotified(false);
    setSnackbarOpen(false);
  };

  const handleClose = (_event: SyntheticEvent | Event, reason?: SnackbarCloseReason) => {
    if (reason === 'clickaway') {
      return;
    }
    setSnackbarOpen(false);
  };

  return (
    <Stack spacing={2} sx={{ maxWidth: 440 }}>
      <Box>
        <Typography variant="h6" component="h3">
          Quarterly report
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          q3-report.pdf · 2.4 MB
        </Typography>
      </Box>
      {status === 'uploading' && (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <LinearProgress
            variant="determinate"
            value={progress}
            aria-labelledby={`${id}-label`}
            sx={{ flexGrow: 1 }}
          />
          <Typography id={`${id}-label`} variant="body2" sx={{ minWidth: 110 }}>
            Uploading, {progress}%
          </Typography>
        </Stack>
      )}
      {status === 'done' && (
        <Alert
          severity="success"
          action={
            notified ? undefined : (
              <Button color="inherit" size="small" onClick={notifyTeam}>
                Notify finance
              </Button>
            )
          }
        >
          {notified
            ? 'Uploaded. The finance team has been told.'
            : 'Uploaded. The finance team can open it now.'}
        </Alert>
      )}
      <Button
        variant="contained"
        startIcon={<CloudUploadIcon />}
        loading={status === 'uploading'}
        loadingPosition="start"
        onClick={startUpload}
        sx={{ alignSelf: 'flex-start' }}
      >
        {status === 'done' ? 'Upload again' : 'Upload report'}
      </Button>
      <Snackbar
        open={snackbarOpen}
        autoHideDuration={5000}
        onClose={handleClose}
        message="Finance team notified"
        action={
          <>
            <Button color="inherit" size="small" onClick={undoNotify}>
              Undo
            </Button>
            <IconButton aria-label="Close" color="inherit" size="small" onClick={handleClose}>
              <CloseIcon fontSize="small" />
            </IconButton>
          </>
        }
      />
    </Stack>
  );
}
