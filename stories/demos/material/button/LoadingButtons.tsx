import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SaveIcon from '@mui/icons-material/Save';

type Status = 'idle' | 'saving' | 'saved';

export default function LoadingButtons() {
  const [status, setStatus] = useState<Status>('idle');

  useEffect(() => {
    if (status !== 'saving') {
      return undefined;
    }
    // Stands in for a request to your API; cleared if the component unmounts.
    const timer = setTimeout(() => setStatus('saved'), 1200);
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
        startIcon={<SaveIcon />}
        loading={status === 'saving'}
        loadingPosition="start"
        onClick={() => setStatus('saving')}
      >
        Save draft
      </Button>
      <Typography role="status" variant="body2" sx={{ color: 'text.secondary' }}>
        {status === 'saving' && 'Saving…'}
        {status === 'saved' && 'Draft saved'}
      </Typography>
    </Stack>
  );
}
