import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Chip from '@mui/joy/Chip';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

/**
 * A boarding pass on a solid card: everything inverts except the booking-reference panel, which
 * opts out with `data-skip-inverted-colors` and keeps the theme's own surface and text colours.
 */
export default function ColorInversionSkip() {
  return (
    // neutral.800, not the default neutral.500: Joy's inverted secondary text needs the darker shade to reach 4.5:1.
    <Card variant="solid" color="neutral" invertedColors sx={{ maxWidth: 420, bgcolor: 'neutral.800' }}>
      <Typography level="title-lg" component="h3">
        Porto → Amsterdam
      </Typography>
      <Stack direction="row" spacing={1}>
        <Chip variant="soft">Gate B12</Chip>
        <Chip variant="soft">Seat 14C</Chip>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography level="body-sm" sx={{ mr: 'auto' }}>
          Boarding 07:35
        </Typography>
        <Button variant="outlined" size="sm">
          Add to wallet
        </Button>
      </Stack>
      <Sheet
        data-skip-inverted-colors
        variant="outlined"
        sx={{ p: 1.5, borderRadius: 'sm', display: 'flex', alignItems: 'center', gap: 1 }}
      >
        <div>
          <Typography level="body-xs">Booking reference</Typography>
          <Typography level="title-md" sx={{ fontFamily: 'code' }}>
            QX7P2L
          </Typography>
        </div>
        <Button variant="outlined" size="sm" sx={{ ml: 'auto' }}>
          Copy
        </Button>
      </Sheet>
    </Card>
  );
}
