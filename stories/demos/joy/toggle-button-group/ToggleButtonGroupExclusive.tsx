import { useState } from 'react';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import Typography from '@mui/joy/Typography';

type TripType = 'return' | 'one-way' | 'multi-city';

const summaries: Record<TripType, string> = {
  return: 'Searching return flights.',
  'one-way': 'Searching one-way flights.',
  'multi-city': 'Add up to five flights to your trip.',
};

export default function ToggleButtonGroupExclusive() {
  const [trip, setTrip] = useState<TripType>('return');

  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Typography id="trip-type-label" level="title-sm">
        Trip type
      </Typography>
      <ToggleButtonGroup
        aria-labelledby="trip-type-label"
        value={trip}
        onChange={(_event, newTrip) => {
          // A click on the pressed button reports null: keep one trip type selected.
          if (newTrip) setTrip(newTrip as TripType);
        }}
      >
        <Button value="return">Return</Button>
        <Button value="one-way">One way</Button>
        <Button value="multi-city">Multi-city</Button>
      </ToggleButtonGroup>
      <Typography role="status" level="body-sm">
        {summaries[trip]}
      </Typography>
    </Stack>
  );
}
