import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditIcon from '@mui/icons-material/Edit';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import NotificationsIcon from '@mui/icons-material/Notifications';

export default function IconButtons() {
  const [favourite, setFavourite] = useState(false);

  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <IconButton aria-label="Edit project">
        <EditIcon />
      </IconButton>
      <IconButton aria-label="Copy link" color="primary">
        <ContentCopyIcon />
      </IconButton>
      <IconButton aria-label="Delete project" color="error">
        <DeleteOutlineIcon />
      </IconButton>
      <IconButton aria-label="Notifications" disabled>
        <NotificationsIcon />
      </IconButton>
      <IconButton
        aria-label="Favourite"
        aria-pressed={favourite}
        color={favourite ? 'secondary' : 'default'}
        onClick={() => setFavourite((value) => !value)}
      >
        {favourite ? <FavoriteIcon /> : <FavoriteBorderIcon />}
      </IconButton>
    </Stack>
  );
}
