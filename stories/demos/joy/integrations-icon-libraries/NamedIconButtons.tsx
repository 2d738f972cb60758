import { useState } from 'react';
import Card from '@mui/joy/Card';
import IconButton from '@mui/joy/IconButton';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import ShareIcon from '@mui/icons-material/Share';
import PrintIcon from '@mui/icons-material/Print';

/** Icon-only buttons carry their name in aria-label; the icon inside is decorative (aria-hidden). */
export default function NamedIconButtons() {
  const [saved, setSaved] = useState(false);
  return (
    <Card variant="outlined" sx={{ maxWidth: 360 }}>
      <Typography level="title-md" component="h3">
        Roasted tomato soup
      </Typography>
      <Typography level="body-sm">Serves 4 · vegetarian</Typography>
      <Stack direction="row" spacing={1}>
        <IconButton
          aria-label="Save recipe to favourites"
          aria-pressed={saved}
          color={saved ? 'danger' : 'neutral'}
          variant={saved ? 'soft' : 'plain'}
          onClick={() => setSaved((value) => !value)}
        >
          {saved ? <FavoriteIcon /> : <FavoriteBorderIcon />}
        </IconButton>
        <IconButton aria-label="Share recipe" variant="plain" color="neutral">
          <ShareIcon />
        </IconButton>
        <IconButton aria-label="Print recipe" variant="plain" color="neutral">
          <PrintIcon />
        </IconButton>
      </Stack>
    </Card>
  );
}
