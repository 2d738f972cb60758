import { useState } from 'react';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import Typography from '@mui/joy/Typography';
import type { VariantProp } from '@mui/joy/styles';

const VARIANTS: VariantProp[] = ['solid', 'soft', 'outlined', 'plain'];

/** Each colour says what an action means; pick a variant to see all five in it. */
export default function ButtonColors() {
  const [variant, setVariant] = useState<VariantProp>('solid');
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography id="button-colors-variant" level="body-sm">
          Variant
        </Typography>
        <ToggleButtonGroup
          size="sm"
          value={variant}
          aria-labelledby="button-colors-variant"
          onChange={(_event, value) => value && setVariant(value)}
        >
          {VARIANTS.map((name) => (
            <Button key={name} value={name}>
              {name}
            </Button>
          ))}
        </ToggleButtonGroup>
      </Stack>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant={variant} color="primary">Confirm booking</Button>
        <Button variant={variant} color="neutral">Back to results</Button>
        <Button variant={variant} color="success">Check in</Button>
        <Button variant={variant} color="warning">Change seat</Button>
        <Button variant={variant} color="danger">Cancel booking</Button>
      </Stack>
    </Stack>
  );
}
