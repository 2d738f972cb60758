import Box from '@mui/system/Box';
import Grid from '@mui/system/Grid';

const stops = [
  { city: 'Lisbon', nights: 3 },
  { city: 'Porto', nights: 2 },
  { city: 'Coimbra', nights: 1 },
];

/**
 * The v6 Grid: `size` and `offset` take one value or one per breakpoint, and `spacing` becomes the CSS
 * `gap` between items. Three stops fill a row from `sm` up; the total sits in the last third.
 */
export default function GridSizeOffset() {
  return (
    <Grid container spacing={2} component="ul" aria-label="Route through Portugal" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {stops.map((stop) => (
        <Grid key={stop.city} component="li" size={{ xs: 12, sm: 4 }}>
          <Box sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper', color: 'text.primary' }}>
            <Box sx={{ fontWeight: 'fontWeightMedium' }}>{stop.city}</Box>
            <Box sx={{ color: 'text.secondary', fontSize: 'body2.fontSize' }}>
              {stop.nights} {stop.nights === 1 ? 'night' : 'nights'}
            </Box>
          </Box>
        </Grid>
      ))}
      <Grid component="li" size={{ xs: 12, sm: 4 }} offset={{ xs: 0, sm: 8 }}>
        <Box sx={{ p: 2, borderRadius: 1, bgcolor: 'primary.main', color: 'primary.contrastText', fontWeight: 'fontWeightMedium' }}>
          6 nights in total
        </Box>
      </Grid>
    </Grid>
  );
}
