import Box from '@mui/system/Box';

const stops = [
  { city: 'Lisbon', nights: '3 nights', stay: 'Alfama guesthouse' },
  { city: 'Porto', nights: '2 nights', stay: 'Ribeira apartment' },
  { city: 'Coimbra', nights: '1 night', stay: 'Hotel near the university' },
];

export default function PropertiesResponsiveValues() {
  return (
    <Box
      component="ol"
      aria-label="Trip stops"
      sx={{
        listStyle: 'none',
        m: 0,
        // An object: one value per breakpoint, each applying from that width up.
        p: { xs: 1, sm: 2, md: 3 },
        display: 'flex',
        // An array: values for xs, sm, md… in order.
        flexDirection: ['column', 'row'],
        gap: 2,
        bgcolor: 'action.hover',
        borderRadius: 1,
      }}
    >
      {stops.map((stop) => (
        <Box key={stop.city} component="li" sx={{ flex: 1, p: 2, bgcolor: 'background.paper', borderRadius: 1 }}>
          <Box component="h3" sx={{ typography: 'subtitle1', fontWeight: 'fontWeightBold', m: 0 }}>
            {stop.city}
          </Box>
          <Box component="p" sx={{ typography: 'body2', color: 'text.secondary', m: 0 }}>
            {stop.nights} · {stop.stay}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
