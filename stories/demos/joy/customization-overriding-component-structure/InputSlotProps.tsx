import { useState } from 'react';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Typography from '@mui/joy/Typography';

const HOURS = 12;
const euros = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' });

/** `slotProps.input` reaches the inner <input>; props on Input itself land on its root <div>. */
export default function InputSlotProps() {
  const [rate, setRate] = useState('');
  const value = Number(rate.replace(',', '.'));
  return (
    <FormControl sx={{ maxWidth: 320 }}>
      <FormLabel>Hourly rate</FormLabel>
      <Input
        value={rate}
        onChange={(event) => setRate(event.target.value)}
        placeholder="85.00"
        startDecorator="€"
        autoComplete="off"
        slotProps={{
          input: { inputMode: 'decimal', maxLength: 8, pattern: '[0-9]+([.,][0-9]{1,2})?' },
          root: { 'data-field': 'rate' },
        }}
      />
      <FormHelperText>Phones show a number pad for this field.</FormHelperText>
      <Typography level="body-sm" role="status" sx={{ mt: 1 }}>
        {Number.isFinite(value) && value > 0 ? `${HOURS} hours: ${euros.format(value * HOURS)}` : `${HOURS} hours logged this month`}
      </Typography>
    </FormControl>
  );
}
