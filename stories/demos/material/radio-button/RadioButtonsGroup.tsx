import { useId } from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';

export default function RadioButtonsGroup() {
  const labelId = useId();

  return (
    <FormControl>
      <FormLabel id={labelId}>Delivery speed</FormLabel>
      <RadioGroup aria-labelledby={labelId} defaultValue="standard" name="delivery">
        <FormControlLabel value="standard" control={<Radio />} label="Standard, 3–5 working days (free)" />
        <FormControlLabel value="express" control={<Radio />} label="Express, next working day (€4.90)" />
        <FormControlLabel value="collect" control={<Radio />} label="Collect from a store (free)" />
        <FormControlLabel
          value="same-day"
          disabled
          control={<Radio />}
          label="Same-day courier (not available for your postcode)"
        />
      </RadioGroup>
    </FormControl>
  );
}
