import Box from '@mui/system/Box';

const stops = [
  { day: 'Day 1', place: 'Porto', note: 'River walk and a port cellar tour' },
  { day: 'Day 2', place: 'Douro Valley', note: 'Train along the river, lunch at a quinta' },
  { day: 'Day 3', place: 'Lisbon', note: 'Tram 28 and an evening of fado' },
];

/** An itinerary that stacks on phones and lays out in a row from the md breakpoint (900px) up. */
export default function ResponsiveValues() {
  return (
    <Box
      component="ol"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'flex',
        flexDirection: { xs: 'column', md: 'row' }, // an object: one value per breakpoint
        gap: [1, 2, 3], // an array: xs, sm, md
      }}
    >
      {stops.map((stop) => (
        <Box component="li" key={stop.day} data-testid="itinerary-stop" sx={{ flex: 1, p: { xs: 1.5, md: 2 }, border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <Box component="span" sx={{ display: 'block', typography: 'caption', color: 'text.secondary' }}>
            {stop.day}
          </Box>
          <Box component="span" sx={{ display: 'block', typography: { xs: 'subtitle1', md: 'h6' } }}>
            {stop.place}
          </Box>
          <Box component="span" sx={{ typography: 'body2' }}>
            {stop.note}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
