import FlightTakeoff from '@mui/icons-material/FlightTakeoff';
import Button from '@mui/joy/Button';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import { useState } from 'react';

type Size = 'sm' | 'md' | 'lg';

/** Only the Input gets `size`: its icon and its button follow through the Input's CSS variables. */
export default function AdjustInputSize() {
  const [size, setSize] = useState<Size>('md');
  return (
    <Stack spacing={2} sx={{ maxWidth: 440 }}>
      <ToggleButtonGroup
        aria-label="Input size"
        value={size}
        onChange={(_event, next) => {
          if (next) setSize(next);
        }}
      >
        <Button value="sm">Small</Button>
        <Button value="md">Medium</Button>
        <Button value="lg">Large</Button>
      </ToggleButtonGroup>
      <Input
        size={size}
        placeholder="Where to?"
        startDecorator={<FlightTakeoff />}
        endDecorator={<Button>Search flights</Button>}
        slotProps={{ input: { 'aria-label': 'Destination' } }}
      />
    </Stack>
  );
}
