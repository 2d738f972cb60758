import Fab from '@mui/material/Fab';
import Stack from '@mui/material/Stack';
import AddIcon from '@mui/icons-material/Add';
import ArchiveIcon from '@mui/icons-material/Archive';
import EditIcon from '@mui/icons-material/Edit';
import NavigationIcon from '@mui/icons-material/Navigation';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';

export default function FabVariants() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <Fab color="primary" aria-label="Add task">
        <AddIcon />
      </Fab>
      <Fab color="secondary" aria-label="Edit profile">
        <EditIcon />
      </Fab>
      <Fab aria-label="Take a photo">
        <PhotoCameraIcon />
      </Fab>
      <Fab variant="extended" color="primary">
        <NavigationIcon sx={{ marginInlineEnd: 1 }} />
        Start route
      </Fab>
      <Fab disabled aria-label="Archive task">
        <ArchiveIcon />
      </Fab>
    </Stack>
  );
}
