import Box from '@mui/system/Box';
import Stack from '@mui/system/Stack';

const legs = [
  { label: 'Flight', detail: 'AMS → LIS, 07:40' },
  { label: 'Hotel', detail: 'Casa do Largo, 3 nights' },
  { label: 'Tram tour', detail: 'Line 28, Saturday 10:00' },
];

/**
 * Responsive values: the Stack's `direction` and `spacing` take one value per breakpoint, so the trip's
 * legs stack on a phone and sit in a row from the `sm` breakpoint (600 px) up.
 */
export default function OverviewResponsiveStack() {
  return (
    <Stack
      component="ul"
      aria-label="Trip itinerary"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={{ xs: 1, sm: 2 }}
      sx={{ listStyle: 'none', m: 0, p: 0 }}
    >
      {legs.map((leg) => (
        <Box
          component="li"
          key={leg.label}
          sx={{ flex: 1, p: 2, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}
        >
          <Box sx={{ color: 'primary.main', fontWeight: 'fontWeightMedium' }}>{leg.label}</Box>
          <Box sx={{ color: 'text.secondary', fontSize: 'body2.fontSize' }}>{leg.detail}</Box>
        </Box>
      ))}
    </Stack>
  );
}
