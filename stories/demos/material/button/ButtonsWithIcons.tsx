import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import DownloadIcon from '@mui/icons-material/Download';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

export default function ButtonsWithIcons() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button variant="contained" startIcon={<AddIcon />}>
        New project
      </Button>
      <Button variant="outlined" startIcon={<DownloadIcon />}>
        Export CSV
      </Button>
      <Button variant="outlined" color="error" startIcon={<DeleteOutlineIcon />}>
        Delete project
      </Button>
      <Button endIcon={<ExpandMoreIcon />}>More filters</Button>
    </Stack>
  );
}
