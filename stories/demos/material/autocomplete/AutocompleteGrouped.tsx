import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

interface Office {
  city: string;
  region: string;
}

const offices: Office[] = [
  { city: 'Berlin', region: 'Europe' },
  { city: 'Nairobi', region: 'Africa' },
  { city: 'São Paulo', region: 'Americas' },
  { city: 'Lisbon', region: 'Europe' },
  { city: 'Singapore', region: 'Asia Pacific' },
  { city: 'Toronto', region: 'Americas' },
  { city: 'Lagos', region: 'Africa' },
  { city: 'Sydney', region: 'Asia Pacific' },
  { city: 'Dublin', region: 'Europe' },
  { city: 'Austin', region: 'Americas' },
  { city: 'Tokyo', region: 'Asia Pacific' },
];

// Options must be sorted by group, otherwise a group heading appears more than once.
const sortedOffices = [...offices].sort(
  (a, b) => a.region.localeCompare(b.region) || a.city.localeCompare(b.city),
);

export default function AutocompleteGrouped() {
  return (
    <Autocomplete
      options={sortedOffices}
      groupBy={(office) => office.region}
      getOptionLabel={(office) => office.city}
      sx={{ maxWidth: 320 }}
      renderInput={(params) => <TextField {...params} label="Home office" />}
    />
  );
}
