import CircularProgress from '@mui/joy/CircularProgress';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import type { VariantProp } from '@mui/joy/styles';

const variants: VariantProp[] = ['solid', 'soft', 'outlined', 'plain'];

export default function CircularProgressVariants() {
  return (
    <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {variants.map((variant) => (
        <Stack key={variant} spacing={1} sx={{ alignItems: 'center' }}>
          <CircularProgress variant={variant} aria-label={`Loading hotels (${variant})`} />
          <Typography level="body-xs">{variant}</Typography>
        </Stack>
      ))}
    </Stack>
  );
}
