import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardActions from '@mui/joy/CardActions';
import CardContent from '@mui/joy/CardContent';
import Chip from '@mui/joy/Chip';
import IconButton from '@mui/joy/IconButton';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';
import { useState } from 'react';

/** A solid travel offer card: with `invertedColors` its children adapt to the blue; without, they clash. */
export default function ColorInversionCard() {
  const [inverted, setInverted] = useState(true);
  return (
    <Stack spacing={2} sx={{ maxWidth: 420 }}>
      <Typography component="label" level="body-sm" startDecorator={<Switch checked={inverted} onChange={(event) => setInverted(event.target.checked)} sx={{ mr: 1 }} />}>
        invertedColors
      </Typography>
      {/* primary.700, not the default primary.500: Joy's inverted secondary text and soft Chip need the darker shade to reach 4.5:1. */}
      <Card variant="solid" color="primary" invertedColors={inverted} sx={{ bgcolor: 'primary.700' }}>
        <CardContent>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
            <div>
              <Typography level="title-lg" component="h3">
                Three nights in Lisbon
              </Typography>
              <Typography level="body-sm">Flights and a riverside hotel, 12–15 June</Typography>
            </div>
            <IconButton variant="plain" aria-label="Save Lisbon offer">
              <FavoriteBorder />
            </IconButton>
          </Stack>
          <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
            <Chip variant="soft">Free cancellation</Chip>
            <Chip variant="outlined">2 adults</Chip>
          </Stack>
          <Typography level="title-md" sx={{ mt: 1 }}>
            €640 per person
          </Typography>
        </CardContent>
        <CardActions>
          <Button variant="outlined">Details</Button>
          <Button variant="solid">Book now</Button>
        </CardActions>
      </Card>
    </Stack>
  );
}
