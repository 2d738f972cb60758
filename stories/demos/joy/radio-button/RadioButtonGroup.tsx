import { useState } from 'react';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Typography from '@mui/joy/Typography';

const SEATS = [
  { value: 'window', label: 'Window' },
  { value: 'aisle', label: 'Aisle' },
  { value: 'any', label: 'No preference' },
] as const;

type Seat = (typeof SEATS)[number]['value'];

/** A labelled group of radios: the FormControl links the FormLabel and the hint to the radiogroup. */
export default function RadioButtonGroup() {
  const [seat, setSeat] = useState<Seat>('window');
  const chosen = SEATS.find((option) => option.value === seat)?.label;

  return (
    <FormControl sx={{ gap: 1 }}>
      <FormLabel>Seat on the Lisbon–Porto train</FormLabel>
      <RadioGroup name="seat" value={seat} onChange={(event) => setSeat(event.target.value as Seat)}>
        {SEATS.map((option) => (
          <Radio key={option.value} value={option.value} label={option.label} />
        ))}
      </RadioGroup>
      <FormHelperText>We hold the seat until the ticket is paid.</FormHelperText>
      <Typography role="status" level="body-sm">
        Seat preference: {chosen}
      </Typography>
    </FormControl>
  );
}
