import { useState } from 'react';
import Autocomplete from '@mui/joy/Autocomplete';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import FlightTakeoff from '@mui/icons-material/FlightTakeoff';

interface Airport {
  code: string;
  city: string;
}

const airports: Airport[] = [
  { code: 'AMS', city: 'Amsterdam' },
  { code: 'BCN', city: 'Barcelona' },
  { code: 'CPH', city: 'Copenhagen' },
  { code: 'DUB', city: 'Dublin' },
  { code: 'LIS', city: 'Lisbon' },
  { code: 'MAD', city: 'Madrid' },
  { code: 'OPO', city: 'Porto' },
  { code: 'VIE', city: 'Vienna' },
];

/** One airport out of a fixed list, with the choice echoed below the field. */
export default function AutocompleteBasic() {
  const [origin, setOrigin] = useState<Airport | null>(null);

  return (
    <FormControl sx={{ width: '100%', maxWidth: 320 }}>
      <FormLabel>Flying from</FormLabel>
      <Autocomplete
        placeholder="City or airport code"
        startDecorator={<FlightTakeoff />}
        options={airports}
        getOptionLabel={(airport) => `${airport.city} (${airport.code})`}
        isOptionEqualToValue={(option, value) => option.code === value.code}
        value={origin}
        onChange={(_event, airport) => setOrigin(airport)}
      />
      <FormHelperText role="status">
        {origin ? `Departing from ${origin.city}, airport code ${origin.code}.` : 'No departure airport chosen yet.'}
      </FormHelperText>
    </FormControl>
  );
}
