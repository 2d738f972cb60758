import { Box, Container } from '@mui/system';

const departures = [
  { time: '08:15', to: 'Hvar', pier: 'Pier 3' },
  { time: '09:30', to: 'Korčula', pier: 'Pier 5' },
  { time: '11:00', to: 'Vis', pier: 'Pier 1' },
];

export default function ContainerFullBleed() {
  return (
    <Box sx={{ border: 1, borderColor: 'divider' }}>
      {/* The band spans the whole width; the container inside lines its text up with the rows below. */}
      <Box component="header" sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', py: 2 }}>
        <Container maxWidth="md">
          <Box component="p" sx={{ m: 0, typography: 'h6' }}>
            Split ferry port: next departures
          </Box>
        </Container>
      </Box>
      {/* No gutters: each row pads itself, so its divider runs from edge to edge of the container. */}
      <Container disableGutters maxWidth="md" component="ul" aria-label="Departures" sx={{ my: 0, p: 0, listStyle: 'none' }}>
        {departures.map((departure) => (
          <Box
            key={departure.time}
            component="li"
            sx={{
              display: 'flex',
              gap: 2,
              px: { xs: 2, sm: 3 },
              py: 1.5,
              typography: 'body2',
              '& + &': { borderTop: 1, borderColor: 'divider' },
            }}
          >
            <Box component="span" sx={{ fontWeight: 500, minWidth: '3.5em' }}>
              {departure.time}
            </Box>
            <Box component="span" sx={{ flex: 1 }}>
              {departure.to}
            </Box>
            <Box component="span" sx={{ color: 'text.secondary' }}>
              {departure.pier}
            </Box>
          </Box>
        ))}
      </Container>
    </Box>
  );
}
