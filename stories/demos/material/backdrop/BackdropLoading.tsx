import { useEffect, useState } from 'react';
import Backdrop from '@mui/material/Backdrop';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SyncIcon from '@mui/icons-material/Sync';

type Status = 'idle' | 'syncing' | 'synced';

export default function BackdropLoading() {
  const [status, setStatus] = useState<Status>('idle');

  useEffect(() => {
    if (status !== 'syncing') {
      return undefined;
    }
    // Stands in for the request to your calendar API.
    const timer = setTimeout(() => setStatus('synced'), 1500);
    return () => clearTimeout(timer);
  }, [status]);

  return (
    <Stack
      direction="row"
      spacing={2}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: 'center' }}
    >
      <Button
        variant="contained"
        startIcon={<SyncIcon />}
        onClick={() => setStatus('syncing')}
      >
        Sync calendar
      </Button>
      <Typography role="status" variant="body2" sx={{ color: 'text.secondary' }}>
        {status === 'syncing' && 'Syncing your calendar…'}
        {status === 'synced' && 'Calendar is up to date'}
      </Typography>
      <Backdrop
        open={status === 'syncing'}
        sx={(theme) => ({ color: 'common.white', zIndex: theme.zIndex.drawer + 1 })}
      >
        <CircularProgress color="inherit" />
      </Backdrop>
    </Stack>
  );
}
