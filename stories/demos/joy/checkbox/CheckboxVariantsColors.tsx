import Checkbox from '@mui/joy/Checkbox';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const variants = ['solid', 'soft', 'outlined', 'plain'] as const;
const colors = ['primary', 'neutral', 'danger', 'success', 'warning'] as const;
const sizes = ['sm', 'md', 'lg'] as const;

/** Checked boxes in each variant, colour and size; unchecked, every box is `outlined` and `neutral`. */
export default function CheckboxVariantsColors() {
  return (
    <Stack spacing={3}>
      <Stack spacing={1.5}>
        <Typography level="title-sm" component="h3">
          Variants
        </Typography>
        <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {variants.map((variant) => (
            <Checkbox key={variant} variant={variant} label={variant} defaultChecked />
          ))}
        </Stack>
      </Stack>
      <Stack spacing={1.5}>
        <Typography level="title-sm" component="h3">
          Colors
        </Typography>
        <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {colors.map((color) => (
            <Checkbox key={color} color={color} label={color} defaultChecked />
          ))}
        </Stack>
      </Stack>
      <Stack spacing={1.5}>
        <Typography level="title-sm" component="h3">
          Sizes
        </Typography>
        <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          {sizes.map((size) => (
            <Checkbox key={size} size={size} label={size} />
          ))}
        </Stack>
      </Stack>
    </Stack>
  );
}
