import { useId, useState, type MouseEvent } from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';

type Period = 'monthly' | 'yearly';

const prices: Record<Period, string> = {
  monthly: '€12 per user, billed every month',
  yearly: '€120 per user, billed once a year (two months free)',
};

export default function ToggleButtonBillingPeriod() {
  const labelId = useId();
  const [period, setPeriod] = useState<Period>('monthly');

  const handleChange = (
    _event: MouseEvent<HTMLElement>,
    value: Period | null,
  ) => {
    if (value !== null) {
      setPeriod(value);
    }
  };

  return (
    <Stack spacing={1.5} sx={{ maxWidth: 360 }}>
      <Typography id={labelId} variant="subtitle2" component="p">
        Billing period
      </Typography>
      <ToggleButtonGroup
        value={period}
        exclusive
        onChange={handleChange}
        color="primary"
        fullWidth
        aria-labelledby={labelId}
      >
        <ToggleButton value="monthly">Monthly</ToggleButton>
        <ToggleButton value="yearly">Yearly</ToggleButton>
      </ToggleButtonGroup>
      <Typography
        role="status"
        variant="body2"
        sx={{ color: 'text.secondary' }}
      >
        {prices[period]}
      </Typography>
    </Stack>
  );
}
