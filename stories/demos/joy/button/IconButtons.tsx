import { useState } from 'react';
import IconButton from '@mui/joy/IconButton';
import Stack from '@mui/joy/Stack';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import ShareIcon from '@mui/icons-material/Share';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditIcon from '@mui/icons-material/Edit';

/** Icon-only buttons: each has a name for screen readers; the favourite is a toggle. */
export default function IconButtons() {
  const [saved, setSaved] = useState(false);
  return (
    <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <IconButton aria-label="Save hotel to favourites" aria-pressed={saved} color={saved ? 'danger' : 'neutral'} onClick={() => setSaved((s) => !s)}>
        {saved ? <FavoriteIcon /> : <FavoriteBorderIcon />}
      </IconButton>
      <IconButton variant="soft" color="primary" aria-label="Share itinerary">
        <ShareIcon />
      </IconButton>
      <IconButton variant="outlined" aria-label="Edit travellers">
        <EditIcon />
      </IconButton>
      <IconButton variant="solid" color="danger" aria-label="Delete trip">
        <DeleteOutlineIcon />
      </IconButton>
    </Stack>
  );
}
