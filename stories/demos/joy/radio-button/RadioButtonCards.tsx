import { useId, useState } from 'react';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

const FARES = [
  { value: 'basic', name: 'Basic', details: 'One bag under the seat. No changes.' },
  { value: 'standard', name: 'Standard', details: 'Cabin bag included. Change once for free.' },
  { value: 'flex', name: 'Flex', details: 'Checked bag included. Change or cancel until departure.' },
] as const;

/**
 * `overlay` stretches the radio's click target over the nearest positioned parent (a Sheet is one);
 * the card's border repeats the checked state, and each card's text describes its radio.
 */
export default function RadioButtonCards() {
  const [fare, setFare] = useState<string>('standard');
  const id = useId();

  return (
    <div>
      <Typography id={`${id}-label`} level="title-sm" sx={{ mb: 1.5 }}>
        Fare for flight TP 1947
      </Typography>
      <RadioGroup
        aria-labelledby={`${id}-label`}
        name="fare"
        value={fare}
        onChange={(event) => setFare(event.target.value)}
        sx={{ gap: 1.5, maxWidth: 420 }}
      >
        {FARES.map((option) => (
          <Sheet
            key={option.value}
            variant="outlined"
            sx={{
              p: 2,
              borderRadius: 'md',
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'flex-start',
              gap: 1,
              borderColor: fare === option.value ? 'primary.outlinedColor' : undefined,
            }}
          >
            <Radio
              value={option.value}
              overlay
              label={option.name}
              slotProps={{ input: { 'aria-describedby': `${id}-${option.value}` }, label: { sx: { fontWeight: 'lg' } } }}
            />
            <Typography id={`${id}-${option.value}`} level="body-sm">
              {option.details}
            </Typography>
          </Sheet>
        ))}
      </RadioGroup>
    </div>
  );
}
