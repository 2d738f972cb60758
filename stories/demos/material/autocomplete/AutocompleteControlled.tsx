import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

const shippingMethods = [
  'Standard (3–5 days)',
  'Express (1–2 days)',
  'Same-day courier',
  'Click & collect',
];

export default function AutocompleteControlled() {
  const [value, setValue] = useState<string | null>(shippingMethods[0]);
  const [inputValue, setInputValue] = useState('');

  return (
    <Stack spacing={2} sx={{ maxWidth: 320 }}>
      <Autocomplete
        options={shippingMethods}
        value={value}
        onChange={(_event, newValue) => setValue(newValue)}
        inputValue={inputValue}
        onInputChange={(_event, newInputValue) => setInputValue(newInputValue)}
        renderInput={(params) => <TextField {...params} label="Shipping method" />}
      />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        value: {value === null ? 'null' : `'${value}'`}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        inputValue: {`'${inputValue}'`}
      </Typography>
    </Stack>
  );
}
