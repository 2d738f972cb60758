import { useState } from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

const countries = [
  { code: 'DE', label: 'Germany' },
  { code: 'IE', label: 'Ireland' },
  { code: 'NL', label: 'Netherlands' },
  { code: 'PT', label: 'Portugal' },
];

const currencies = [
  { code: 'EUR', label: 'Euro (€)' },
  { code: 'GBP', label: 'Pound sterling (£)' },
  { code: 'USD', label: 'US dollar ($)' },
];

export default function TextFieldSelect() {
  const [country, setCountry] = useState('DE');
  const [currency, setCurrency] = useState('EUR');

  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <TextField
        select
        label="Shipping country"
        value={country}
        onChange={(event) => setCountry(event.target.value)}
        helperText="We ship within the EU"
        sx={{ minWidth: 220 }}
      >
        {countries.map((option) => (
          <MenuItem key={option.code} value={option.code}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label="Invoice currency"
        value={currency}
        onChange={(event) => setCurrency(event.target.value)}
        slotProps={{ select: { native: true } }}
        sx={{ minWidth: 220 }}
      >
        {currencies.map((option) => (
          <option key={option.code} value={option.code}>
            {option.label}
          </option>
        ))}
      </TextField>
    </Stack>
  );
}
