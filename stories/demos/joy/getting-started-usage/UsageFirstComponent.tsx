import { useState } from 'react';
import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

/** The body of a first Joy app: a few imported components, plain React state, no styling of its own. */
export default function UsageFirstComponent() {
  const [paid, setPaid] = useState(false);
  return (
    <Sheet variant="outlined" sx={{ p: 2, borderRadius: 'md', maxWidth: 420 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography level="title-md" component="h3">
          Invoice INV-0214
        </Typography>
        <Chip color={paid ? 'success' : 'warning'}>{paid ? 'Paid' : 'Due 12 June'}</Chip>
      </Stack>
      <Typography level="body-sm" sx={{ mt: 0.5, mb: 2 }}>
        Harbour Bakery · brand refresh, 3 days · €1,860.00
      </Typography>
      <Button variant={paid ? 'soft' : 'solid'} disabled={paid} onClick={() => setPaid(true)}>
        {paid ? 'Marked as paid' : 'Mark as paid'}
      </Button>
    </Sheet>
  );
}
