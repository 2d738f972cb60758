import { useState } from 'react';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';

export default function LinkButtonExternal() {
  const [sent, setSent] = useState(false);

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography>
        We emailed a six-digit code to ada@example.com. Didn&apos;t get it?{' '}
        <Link
          component="button"
          sx={{ verticalAlign: 'baseline' }}
          onClick={() => setSent(true)}
        >
          Send a new code
        </Link>
      </Typography>
      <Typography
        role="status"
        variant="body2"
        sx={{ color: 'text.secondary' }}
      >
        {sent && 'A new code is on its way.'}
      </Typography>
      <Link
        href="https://mui.com/material-ui/react-link/"
        target="_blank"
        rel="noopener noreferrer"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
      >
        Material UI on mui.com
        <OpenInNewIcon fontSize="inherit" titleAccess="opens in a new tab" />
      </Link>
    </Stack>
  );
}
