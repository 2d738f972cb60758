import { useId } from 'react';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Typography from '@mui/material/Typography';

export default function GridOffset() {
  const inputId = useId();
  const hintId = useId();

  return (
    <Grid container spacing={1} sx={{ alignItems: 'center' }}>
      <Grid size={{ xs: 12, sm: 3 }}>
        <InputLabel htmlFor={inputId}>Project name</InputLabel>
      </Grid>
      <Grid size={{ xs: 12, sm: 9 }}>
        <OutlinedInput
          id={inputId}
          size="small"
          fullWidth
          defaultValue="Harbour Street renovation"
          inputProps={{ 'aria-describedby': hintId }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 9 }} offset={{ sm: 3 }}>
        <Typography id={hintId} variant="body2" sx={{ color: 'text.secondary' }}>
          Shown on invoices and in the client portal.
        </Typography>
      </Grid>
      <Grid size="auto" offset="auto">
        <Button type="button" variant="contained">
          Create project
        </Button>
      </Grid>
    </Grid>
  );
}
