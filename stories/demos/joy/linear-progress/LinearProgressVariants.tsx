import LinearProgress from '@mui/joy/LinearProgress';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import type { VariantProp } from '@mui/joy/styles';

const variants: VariantProp[] = ['solid', 'soft', 'outlined', 'plain'];

export default function LinearProgressVariants() {
  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 420 }}>
      {variants.map((variant) => (
        <Stack key={variant} spacing={0.5}>
          <Typography level="body-xs">{variant}</Typography>
          <LinearProgress variant={variant} aria-label={`Searching trains (${variant})`} />
        </Stack>
      ))}
    </Stack>
  );
}
