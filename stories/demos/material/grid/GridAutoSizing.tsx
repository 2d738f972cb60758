import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import FilterListIcon from '@mui/icons-material/FilterList';
import EditIcon from '@mui/icons-material/Edit';

export default function GridAutoSizing() {
  return (
    <Grid container spacing={1.5} sx={{ alignItems: 'center' }}>
      <Grid size="grow">
        <TextField label="Search messages" type="search" size="small" fullWidth />
      </Grid>
      <Grid size="auto">
        <Button variant="outlined" startIcon={<FilterListIcon />}>
          Filters
        </Button>
      </Grid>
      <Grid size="auto">
        <Button variant="contained" startIcon={<EditIcon />}>
          Compose
        </Button>
      </Grid>
    </Grid>
  );
}
