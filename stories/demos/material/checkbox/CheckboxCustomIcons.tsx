import Checkbox from '@mui/material/Checkbox';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Bookmark from '@mui/icons-material/Bookmark';
import BookmarkBorder from '@mui/icons-material/BookmarkBorder';
import Favorite from '@mui/icons-material/Favorite';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';

export default function CheckboxCustomIcons() {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Typography sx={{ flexGrow: 1, maxWidth: 280 }}>Lemon and herb roast chicken</Typography>
      <Checkbox
        icon={<FavoriteBorder />}
        checkedIcon={<Favorite />}
        color="secondary"
        slotProps={{ input: { 'aria-label': 'Add to favourites' } }}
      />
      <Checkbox
        defaultChecked
        icon={<BookmarkBorder />}
        checkedIcon={<Bookmark />}
        slotProps={{ input: { 'aria-label': 'Save for later' } }}
      />
    </Stack>
  );
}
