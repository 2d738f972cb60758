import { useId } from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const rows = [
  { label: 'Ceramic pour-over set', amount: '€42.00' },
  { label: 'Single-origin beans, 250 g', amount: '€14.50' },
  { label: 'Shipping', amount: '€4.90' },
];

export default function PaperOrderSummary() {
  const headingId = useId();

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: 3, maxWidth: 360 }}
    >
      <Typography id={headingId} variant="h6" component="h3" sx={{ mb: 2 }}>
        Order summary
      </Typography>
      <Stack component="dl" spacing={1} sx={{ m: 0 }}>
        {rows.map((row) => (
          <Stack
            key={row.label}
            direction="row"
            sx={{ justifyContent: 'space-between' }}
          >
            <Typography
              component="dt"
              variant="body2"
              sx={{ color: 'text.secondary' }}
            >
              {row.label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
              {row.amount}
            </Typography>
          </Stack>
        ))}
        <Stack
          direction="row"
          sx={{
            justifyContent: 'space-between',
            pt: 1,
            borderTop: 1,
            borderColor: 'divider',
          }}
        >
          <Typography component="dt" sx={{ fontWeight: 600 }}>
            Total
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
            €61.40
          </Typography>
        </Stack>
      </Stack>
    </Paper>
  );
}
