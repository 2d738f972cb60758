import { Box, Grid } from '@mui/system';

const destinations = [
  { city: 'Porto', country: 'Portugal', nights: 3, from: '€420' },
  { city: 'Ljubljana', country: 'Slovenia', nights: 2, from: '€310' },
  { city: 'Ghent', country: 'Belgium', nights: 2, from: '€280' },
  { city: 'Valencia', country: 'Spain', nights: 4, from: '€530' },
  { city: 'Tallinn', country: 'Estonia', nights: 3, from: '€390' },
  { city: 'Bologna', country: 'Italy', nights: 3, from: '€460' },
];

export default function GridResponsiveDestinations() {
  return (
    <Grid
      container
      component="ul"
      aria-label="Weekend trips"
      spacing={{ xs: 1, sm: 2 }}
      sx={{ m: 0, p: 0, listStyle: 'none' }}
    >
      {destinations.map((trip) => (
        <Grid
          key={trip.city}
          component="li"
          size={{ xs: 12, sm: 6, md: 4 }}
          sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}
        >
          <Box component="h3" sx={{ m: 0, typography: 'subtitle1', fontWeight: 500 }}>
            {trip.city}, {trip.country}
          </Box>
          <Box sx={{ typography: 'body2', color: 'text.secondary' }}>
            {trip.nights} nights, from {trip.from} per person
          </Box>
        </Grid>
      ))}
    </Grid>
  );
}
