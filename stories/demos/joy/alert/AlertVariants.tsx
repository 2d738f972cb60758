import Alert from '@mui/joy/Alert';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import type { VariantProp } from '@mui/joy/styles';

const variants: VariantProp[] = ['solid', 'soft', 'outlined', 'plain'];

export default function AlertVariants() {
  return (
    <Stack spacing={1.5} sx={{ width: '100%', maxWidth: 520 }}>
      {variants.map((variant) => (
        <Alert key={variant} role="status" variant={variant} color="success">
          <div>
            <Typography level="title-sm" textColor="inherit">
              Refund sent ({variant})
            </Typography>
            <Typography level="body-sm" textColor="inherit">
              €218.00 is on its way to the card ending in 4242.
            </Typography>
          </div>
        </Alert>
      ))}
    </Stack>
  );
}
