import { useId, useState } from 'react';
import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import Typography from '@mui/joy/Typography';
import type { ColorPaletteProp, VariantProp } from '@mui/joy/styles';

type Size = 'sm' | 'md' | 'lg';

const VARIANTS: VariantProp[] = ['solid', 'soft', 'outlined', 'plain'];
const COLORS: ColorPaletteProp[] = ['primary', 'neutral', 'danger', 'success', 'warning'];
const SIZES: Size[] = ['sm', 'md', 'lg'];

interface PickerProps<T extends string> {
  label: string;
  options: T[];
  value: T;
  onChange: (value: T) => void;
}

/** One row of toggle buttons, named by its visible label. */
function Picker<T extends string>({ label, options, value, onChange }: PickerProps<T>) {
  const labelId = useId();
  return (
    <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography id={labelId} level="body-sm" sx={{ minWidth: 56 }}>
        {label}
      </Typography>
      <ToggleButtonGroup
        size="sm"
        value={value}
        aria-labelledby={labelId}
        onChange={(_event, next) => {
          // Pressing the pressed button again gives null: keep the current value then.
          const picked = options.find((option) => option === String(next));
          if (picked) onChange(picked);
        }}
        sx={{ flexWrap: 'wrap' }}
      >
        {options.map((option) => (
          <Button key={option} value={option}>
            {option}
          </Button>
        ))}
      </ToggleButtonGroup>
    </Stack>
  );
}

/** The same three props on four different components: each one reads them from the same theme tokens. */
export default function UsageGlobalProps() {
  const [variant, setVariant] = useState<VariantProp>('soft');
  const [color, setColor] = useState<ColorPaletteProp>('primary');
  const [size, setSize] = useState<Size>('md');
  const shared = { variant, color, size };
  return (
    <Stack spacing={3}>
      <Stack spacing={1}>
        <Picker label="variant" options={VARIANTS} value={variant} onChange={setVariant} />
        <Picker label="color" options={COLORS} value={color} onChange={setColor} />
        <Picker label="size" options={SIZES} value={size} onChange={setSize} />
      </Stack>
      <Stack spacing={1.5} sx={{ maxWidth: 420 }}>
        <Alert {...shared}>Invoice INV-0214 is due in 3 days.</Alert>
        <FormControl size={size}>
          <FormLabel>Client email</FormLabel>
          <Input {...shared} type="email" placeholder="accounts@harbourbakery.com" />
        </FormControl>
        <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Button {...shared}>Send reminder</Button>
          <Chip {...shared}>Overdue</Chip>
        </Stack>
      </Stack>
    </Stack>
  );
}
