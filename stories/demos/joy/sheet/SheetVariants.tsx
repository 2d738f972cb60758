import Sheet, { type SheetProps } from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const variants = ['plain', 'outlined', 'soft', 'solid'] as const;
const colors = ['primary', 'neutral', 'danger', 'success', 'warning'] as const;

function Swatch({ children, ...props }: SheetProps & { children: string }) {
  return (
    <Sheet {...props} sx={{ width: 112, p: 1.5, borderRadius: 'sm', textAlign: 'center' }}>
      <Typography level="body-sm" textColor="inherit">
        {children}
      </Typography>
    </Sheet>
  );
}

export default function SheetVariants() {
  return (
    <Stack spacing={2}>
      <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap' }}>
        {variants.map((variant) => (
          <Swatch key={variant} variant={variant} data-testid={`variant-${variant}`}>
            {variant}
          </Swatch>
        ))}
      </Stack>
      <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap' }}>
        {colors.map((color) => (
          <Swatch key={color} variant="soft" color={color} data-testid={`color-${color}`}>
            {color}
          </Swatch>
        ))}
      </Stack>
    </Stack>
  );
}
