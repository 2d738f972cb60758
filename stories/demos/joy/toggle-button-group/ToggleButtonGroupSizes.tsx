import { useState } from 'react';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';

const sizes = ['sm', 'md', 'lg'] as const;

export default function ToggleButtonGroupSizes() {
  const [units, setUnits] = useState<string | null>('metric');

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      {sizes.map((size) => (
        <ToggleButtonGroup
          key={size}
          size={size}
          value={units}
          onChange={(_event, newUnits) => setUnits(newUnits)}
          aria-label={`Recipe units (${size})`}
        >
          <Button value="metric">Grams and litres</Button>
          <Button value="us">Cups and ounces</Button>
        </ToggleButtonGroup>
      ))}
    </Stack>
  );
}
