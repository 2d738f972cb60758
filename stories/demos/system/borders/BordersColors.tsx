import Box from '@mui/system/Box';

const bookings = [
  { guest: 'Amara Okafor', room: 'Sea-view double, 12–15 May', status: 'Confirmed', color: 'success.main' },
  { guest: 'Jonas Berg', room: 'Garden suite, 18–20 May', status: 'Awaiting deposit', color: 'warning.main' },
  { guest: 'Lucía Romero', room: 'Single room, 21 May', status: 'Cancelled', color: 'error.main' },
];

export default function BordersColors() {
  return (
    <Box component="ul" aria-label="Bookings" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5, maxWidth: 460 }}>
      {bookings.map((booking) => (
        <Box
          key={booking.guest}
          component="li"
          sx={{
            p: 1.5,
            border: 1,
            borderColor: 'divider',
            // A per-side colour reads the palette too: a coloured stripe down the left side.
            borderLeft: 4,
            borderLeftColor: booking.color,
            borderRadius: 1,
          }}
        >
          <Box component="p" sx={{ m: 0, typography: 'subtitle2' }}>
            {booking.guest}
          </Box>
          <Box component="p" sx={{ m: 0, typography: 'body2', color: 'text.secondary' }}>
            {booking.room} · {booking.status}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
