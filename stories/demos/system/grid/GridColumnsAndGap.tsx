import Box from '@mui/system/Box';

const days = [
  { day: 'Day 1', place: 'Lisbon', plan: 'Tram 28 to Alfama, dinner in Bairro Alto' },
  { day: 'Day 2', place: 'Sintra', plan: 'Pena Palace in the morning, Quinta da Regaleira after lunch' },
  { day: 'Day 3', place: 'Cascais', plan: 'Coastal walk to Boca do Inferno' },
  { day: 'Day 4', place: 'Porto', plan: 'Train north, port tasting in Vila Nova de Gaia' },
];

export default function GridColumnsAndGap() {
  return (
    <Box
      component="ol"
      aria-label="Portugal itinerary"
      sx={{
        display: 'grid',
        // Two equal columns; gap 2 is two spacing units (2 × 8px), between rows and columns alike.
        gridTemplateColumns: 'repeat(2, 1fr)',
        gap: 2,
        m: 0,
        p: 0,
        listStyle: 'none',
      }}
    >
      {days.map(({ day, place, plan }) => (
        <Box component="li" key={day} sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}>
          <Box component="p" sx={{ m: 0, typography: 'overline', color: 'text.secondary' }}>
            {day}
          </Box>
          <Box component="p" sx={{ m: 0, typography: 'subtitle1', fontWeight: 'bold' }}>
            {place}
          </Box>
          <Box component="p" sx={{ m: 0, typography: 'body2', color: 'text.secondary' }}>
            {plan}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
