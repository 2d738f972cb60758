import { Box, Grid } from '@mui/system';

const days = [
  { day: 'Saturday', plan: 'Walking tour of the old town, dinner at the harbour' },
  { day: 'Sunday', plan: 'Boat trip along the coast, afternoon at the beach' },
];

const panel = { p: 2, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' } as const;

export default function GridNested() {
  return (
    <Grid container spacing={2}>
      {/* An item that is also a container: its own items inherit spacing={2} and the 12 columns. */}
      <Grid container component="section" aria-label="Itinerary" size={{ xs: 12, md: 8 }}>
        {days.map((item) => (
          <Grid key={item.day} size={{ xs: 12, sm: 6 }} sx={panel}>
            <Box component="h3" sx={{ m: 0, typography: 'subtitle1', fontWeight: 500 }}>
              {item.day}
            </Box>
            <Box sx={{ typography: 'body2', color: 'text.secondary' }}>{item.plan}</Box>
          </Grid>
        ))}
      </Grid>
      <Grid component="aside" aria-label="Trip details" size={{ xs: 12, md: 4 }} sx={panel}>
        <Box component="h3" sx={{ m: 0, typography: 'subtitle1', fontWeight: 500 }}>
          Split, Croatia
        </Box>
        <Box sx={{ typography: 'body2', color: 'text.secondary' }}>2 nights · 2 travellers · €640 in total</Box>
      </Grid>
    </Grid>
  );
}
