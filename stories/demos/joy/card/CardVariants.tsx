import Card from '@mui/joy/Card';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const variants = ['outlined', 'plain', 'soft', 'solid'] as const;
const colors = ['primary', 'neutral', 'danger', 'success', 'warning'] as const;

const messages: Record<(typeof colors)[number], string> = {
  primary: 'Your trip to Porto starts in 3 days.',
  neutral: 'No changes to your booking.',
  danger: 'Your card payment was declined.',
  success: 'Your refund has been sent.',
  warning: 'Your passport expires in 5 months.',
};

export default function CardVariants() {
  return (
    <Stack spacing={3}>
      <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap' }}>
        {variants.map((variant) => (
          <Card key={variant} variant={variant} data-testid={`variant-${variant}`} sx={{ width: 150 }}>
            <Typography level="title-sm" component="p" textColor="inherit">
              {variant}
            </Typography>
            <Typography level="body-xs" textColor="inherit">Booking summary</Typography>
          </Card>
        ))}
      </Stack>
      <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap' }}>
        {colors.map((color) => (
          <Card key={color} variant="soft" color={color} data-testid={`color-${color}`} sx={{ width: 180 }}>
            <Typography level="title-sm" component="p" textColor="inherit">
              {color}
            </Typography>
            <Typography level="body-xs" textColor="inherit">{messages[color]}</Typography>
          </Card>
        ))}
      </Stack>
    </Stack>
  );
}
