import { useState } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

const payments = [
  { file: 'Invoice INV-2025-014 Harbour Coffee Co. website redesign.pdf', status: 'Paid', color: 'success' },
  { file: 'Invoice INV-2025-015 Northwind Bakery quarterly maintenance.pdf', status: 'Payment failed', color: 'error' },
  { file: 'Invoice INV-2025-016 Lumen Studio photography licence.pdf', status: 'Waiting for payment', color: 'textSecondary' },
] as const;

export default function TypographyTruncation() {
  const [truncate, setTruncate] = useState(true);

  return (
    <Stack spacing={1} sx={{ maxWidth: 360 }}>
      <FormControlLabel
        label="Truncate file names"
        control={
          <Switch checked={truncate} onChange={(event) => setTruncate(event.target.checked)} />
        }
      />
      <Paper variant="outlined">
        <List aria-label="Invoice payments">
          {payments.map((payment) => (
            <ListItem key={payment.file} sx={{ display: 'block' }}>
              <Typography variant="body1" noWrap={truncate} title={truncate ? payment.file : undefined}>
                {payment.file}
              </Typography>
              <Typography variant="body2" color={payment.color}>
                {payment.status}
              </Typography>
            </ListItem>
          ))}
        </List>
      </Paper>
    </Stack>
  );
}
