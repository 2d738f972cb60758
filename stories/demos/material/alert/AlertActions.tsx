import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Stack from '@mui/material/Stack';

export default function AlertActions() {
  const [showTrial, setShowTrial] = useState(true);
  const [uploaded, setUploaded] = useState(false);

  const handleReset = () => {
    setShowTrial(true);
    setUploaded(false);
  };

  return (
    <Stack spacing={2} sx={{ width: '100%', alignItems: 'flex-start' }}>
      <Collapse in={showTrial} sx={{ width: '100%' }}>
        <Alert severity="warning" onClose={() => setShowTrial(false)}>
          Your free trial ends in 3 days.
        </Alert>
      </Collapse>
      {uploaded ? (
        <Alert severity="success" sx={{ width: '100%' }}>
          harbour-sunset.jpg was uploaded.
        </Alert>
      ) : (
        <Alert
          severity="error"
          sx={{ width: '100%' }}
          action={
            <Button color="inherit" size="small" onClick={() => setUploaded(true)}>
              Retry
            </Button>
          }
        >
          harbour-sunset.jpg couldn’t be uploaded.
        </Alert>
      )}
      <Button
        variant="outlined"
        disabled={showTrial && !uploaded}
        onClick={handleReset}
      >
        Show both alerts again
      </Button>
    </Stack>
  );
}
