import Link from '@mui/joy/Link';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import type { ColorPaletteProp, VariantProp } from '@mui/joy/styles';

const variants: (VariantProp | undefined)[] = [undefined, 'plain', 'outlined', 'soft', 'solid'];
const colors: ColorPaletteProp[] = ['primary', 'neutral', 'danger', 'success', 'warning'];

export default function LinkVariants() {
  return (
    <Stack spacing={1.5}>
      {variants.map((variant) => (
        <Stack key={variant ?? 'none'} direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography level="body-xs" sx={{ width: 72 }}>
            {variant ?? 'no variant'}
          </Typography>
          {colors.map((color) => (
            <Link key={color} href={`#${color}`} variant={variant} color={color}>
              {color}
            </Link>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
