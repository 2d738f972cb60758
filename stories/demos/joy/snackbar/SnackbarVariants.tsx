import { useState } from 'react';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import IconButton from '@mui/joy/IconButton';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Snackbar from '@mui/joy/Snackbar';
import Stack from '@mui/joy/Stack';
import type { ColorPaletteProp, VariantProp } from '@mui/joy/styles';
import CloseRounded from '@mui/icons-material/CloseRounded';

const variants: VariantProp[] = ['solid', 'soft', 'outlined', 'plain'];
const colors: ColorPaletteProp[] = ['primary', 'neutral', 'success', 'warning', 'danger'];
const sizes = ['sm', 'md', 'lg'] as const;

export default function SnackbarVariants() {
  const [color, setColor] = useState<ColorPaletteProp>('neutral');
  const [size, setSize] = useState<(typeof sizes)[number]>('md');
  const [variant, setVariant] = useState<VariantProp>('outlined');
  const [open, setOpen] = useState(false);

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
        <FormControl>
          <FormLabel id="snackbar-color-label">Colour</FormLabel>
          <RadioGroup
            aria-labelledby="snackbar-color-label"
            orientation="horizontal"
            value={color}
            onChange={(event) => setColor(event.target.value as ColorPaletteProp)}
            sx={{ flexWrap: 'wrap', gap: 1.5 }}
          >
            {colors.map((value) => (
              <Radio key={value} value={value} label={value} color={value} />
            ))}
          </RadioGroup>
        </FormControl>
        <FormControl>
          <FormLabel id="snackbar-size-label">Size</FormLabel>
          <RadioGroup
            aria-labelledby="snackbar-size-label"
            orientation="horizontal"
            value={size}
            onChange={(event) => setSize(event.target.value as (typeof sizes)[number])}
          >
            {sizes.map((value) => (
              <Radio key={value} value={value} label={value} />
            ))}
          </RadioGroup>
        </FormControl>
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {variants.map((value) => (
          <Button
            key={value}
            variant={value}
            color={color}
            onClick={() => {
              setVariant(value);
              setOpen(true);
            }}
          >
            Show {value}
          </Button>
        ))}
      </Stack>
      <Snackbar
        role="status"
        open={open}
        onClose={() => setOpen(false)}
        variant={variant}
        color={color}
        size={size}
        invertedColors={variant === 'solid'}
        endDecorator={
          <IconButton variant="plain" size="sm" color={color} aria-label="Close the message" onClick={() => setOpen(false)}>
            <CloseRounded />
          </IconButton>
        }
      >
        Your recipe “Lemon drizzle cake” was shared with 3 friends.
      </Snackbar>
    </Stack>
  );
}
