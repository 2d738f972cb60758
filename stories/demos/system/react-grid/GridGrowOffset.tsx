import { useId } from 'react';
import { Box, Grid } from '@mui/system';

const fieldStyles = {
  width: '100%',
  boxSizing: 'border-box',
  px: 1.5,
  py: 1,
  font: 'inherit',
  color: 'text.primary',
  bgcolor: 'background.paper',
  border: 1,
  borderColor: 'text.secondary',
  borderRadius: 1,
} as const;

export default function GridGrowOffset() {
  const id = useId();
  return (
    <Box component="form" onSubmit={(event) => event.preventDefault()} sx={{ typography: 'body1' }}>
      <Grid container spacing={2} sx={{ alignItems: 'center' }}>
        <Grid size={{ xs: 12, sm: 3 }}>
          <Box component="label" htmlFor={`${id}-code`} sx={{ fontWeight: 500 }}>
            Booking reference
          </Box>
        </Grid>
        <Grid size="grow">
          <Box component="input" id={`${id}-code`} aria-describedby={`${id}-hint`} defaultValue="" sx={fieldStyles} />
        </Grid>
        <Grid size="auto">
          <Box
            component="button"
            type="submit"
            sx={{
              px: 2,
              py: 1,
              font: 'inherit',
              fontWeight: 500,
              color: 'primary.contrastText',
              bgcolor: 'primary.main',
              border: 0,
              borderRadius: 1,
              cursor: 'pointer',
            }}
          >
            Find booking
          </Box>
        </Grid>
        <Grid size={{ xs: 12, sm: 9 }} offset={{ xs: 0, sm: 3 }}>
          <Box id={`${id}-hint`} sx={{ typography: 'body2', color: 'text.secondary' }}>
            Six letters and digits, printed at the top of your confirmation email.
          </Box>
        </Grid>
      </Grid>
    </Box>
  );
}
