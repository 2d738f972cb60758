import Box from '@mui/system/Box';

export default function PaletteBackgrounds() {
  return (
    <Box
      component="section"
      aria-label="Boarding pass"
      sx={{ maxWidth: 360, borderRadius: 2, overflow: 'hidden', border: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      {/* bgcolor is the short key for backgroundColor; both read the palette. */}
      <Box data-testid="pass-header" sx={{ px: 2, py: 1.5, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
        <Box component="p" sx={{ m: 0, typography: 'overline' }}>
          Flight TP 1347
        </Box>
        <Box component="p" sx={{ m: 0, typography: 'h5', fontWeight: 'bold' }}>
          LIS → AMS
        </Box>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, p: 2 }}>
        <Box>
          <Box component="p" sx={{ m: 0, typography: 'body2', color: 'text.secondary' }}>
            Boards 07:25 · Gate 14
          </Box>
          <Box component="p" sx={{ m: 0, typography: 'subtitle1' }}>
            Ana Ferreira
          </Box>
        </Box>
        <Box
          data-testid="seat"
          sx={{ px: 1.5, py: 0.5, borderRadius: 1, backgroundColor: 'secondary.main', color: 'secondary.contrastText', typography: 'subtitle2' }}
        >
          Seat 12A
        </Box>
      </Box>
    </Box>
  );
}
