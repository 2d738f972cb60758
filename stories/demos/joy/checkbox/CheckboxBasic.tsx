import { useState } from 'react';
import Checkbox from '@mui/joy/Checkbox';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const packingList = ['Passport', 'Rail pass', 'Phone charger', 'Rain jacket', 'Hiking boots'];

/** Each `Checkbox` with a `label` renders its own `<label>`: clicking the text toggles the box. */
export default function CheckboxBasic() {
  const [packed, setPacked] = useState<string[]>(['Passport']);

  const toggle = (item: string, checked: boolean) =>
    setPacked((current) => (checked ? [...current, item] : current.filter((entry) => entry !== item)));

  return (
    <Stack component="fieldset" spacing={1.5} sx={{ border: 0, m: 0, p: 0 }}>
      <Typography component="legend" level="title-md" sx={{ mb: 1.5 }}>
        Packing list for Norway
      </Typography>
      {packingList.map((item) => (
        <Checkbox
          key={item}
          label={item}
          checked={packed.includes(item)}
          onChange={(event) => toggle(item, event.target.checked)}
        />
      ))}
      <Checkbox label="Ferry tickets (printed at the port)" disabled />
      <Typography role="status" level="body-sm">
        {packed.length} of {packingList.length} packed
      </Typography>
    </Stack>
  );
}
