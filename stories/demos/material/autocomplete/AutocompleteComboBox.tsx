import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

interface Country {
  code: string;
  label: string;
}

const countries: readonly Country[] = [
  { code: 'AR', label: 'Argentina' },
  { code: 'AU', label: 'Australia' },
  { code: 'BR', label: 'Brazil' },
  { code: 'CA', label: 'Canada' },
  { code: 'DK', label: 'Denmark' },
  { code: 'FI', label: 'Finland' },
  { code: 'DE', label: 'Germany' },
  { code: 'IN', label: 'India' },
  { code: 'IE', label: 'Ireland' },
  { code: 'JP', label: 'Japan' },
  { code: 'KE', label: 'Kenya' },
  { code: 'MX', label: 'Mexico' },
  { code: 'NL', label: 'Netherlands' },
  { code: 'NZ', label: 'New Zealand' },
  { code: 'NG', label: 'Nigeria' },
  { code: 'NO', label: 'Norway' },
  { code: 'PT', label: 'Portugal' },
  { code: 'ZA', label: 'South Africa' },
  { code: 'ES', label: 'Spain' },
  { code: 'SE', label: 'Sweden' },
];

export default function AutocompleteComboBox() {
  return (
    <Autocomplete
      options={countries}
      sx={{ maxWidth: 320 }}
      renderInput={(params) => <TextField {...params} label="Shipping country" />}
    />
  );
}
