import { useState } from 'react';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Typography from '@mui/joy/Typography';

type CabinClass = 'economy' | 'premium' | 'business' | 'first';

const cabinNames: Record<CabinClass, string> = {
  economy: 'Economy',
  premium: 'Premium economy',
  business: 'Business',
  first: 'First',
};

export default function SelectBasic() {
  const [cabin, setCabin] = useState<CabinClass | null>('economy');

  return (
    <FormControl sx={{ width: '100%', maxWidth: 280 }}>
      <FormLabel>Cabin class</FormLabel>
      <Select value={cabin} onChange={(_event, newCabin) => setCabin(newCabin)}>
        {Object.entries(cabinNames).map(([value, label]) => (
          <Option key={value} value={value}>
            {label}
          </Option>
        ))}
      </Select>
      <Typography role="status" level="body-sm" sx={{ mt: 1 }}>
        {cabin ? `Fares shown for ${cabinNames[cabin]}.` : 'Choose a cabin to see fares.'}
      </Typography>
    </FormControl>
  );
}
