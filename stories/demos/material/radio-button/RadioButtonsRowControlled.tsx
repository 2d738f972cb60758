import { useId, useState } from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';

type Billing = 'monthly' | 'yearly';

const prices: Record<Billing, string> = {
  monthly: 'You pay €12 every month.',
  yearly: 'You pay €120 once a year, two months free.',
};

export default function RadioButtonsRowControlled() {
  const labelId = useId();
  const [billing, setBilling] = useState<Billing>('monthly');

  return (
    <FormControl>
      <FormLabel id={labelId}>Billing period</FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        name="billing"
        value={billing}
        onChange={(_event, value) => setBilling(value as Billing)}
      >
        <FormControlLabel value="monthly" control={<Radio />} label="Monthly" />
        <FormControlLabel value="yearly" control={<Radio />} label="Yearly" />
      </RadioGroup>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {prices[billing]}
      </Typography>
    </FormControl>
  );
}
