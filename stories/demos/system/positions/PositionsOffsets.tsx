import Box from '@mui/system/Box';

export default function PositionsOffsets() {
  return (
    <Box
      component="article"
      aria-label="Hotel Baixa Garden"
      sx={{ position: 'relative', maxWidth: 320, border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper', overflow: 'hidden' }}
    >
      <Box
        role="img"
        aria-label="Courtyard with orange trees"
        sx={{ height: 140, bgcolor: 'success.dark', backgroundImage: 'linear-gradient(160deg, transparent 40%, rgba(0, 0, 0, 0.35))' }}
      />
      {/* position and the offsets go to CSS as written: top 12 is 12px, not 12 spacing units. */}
      <Box
        component="p"
        sx={{
          position: 'absolute',
          top: 12,
          right: 12,
          m: 0,
          px: 1,
          py: 0.25,
          borderRadius: 1,
          bgcolor: 'background.paper',
          color: 'text.primary',
          typography: 'subtitle2',
        }}
      >
        −20% this week
      </Box>
      <Box sx={{ p: 2 }}>
        <Box component="h3" sx={{ m: 0, typography: 'subtitle1', fontWeight: 'bold' }}>
          Hotel Baixa Garden
        </Box>
        <Box component="p" sx={{ m: 0, typography: 'body2', color: 'text.secondary' }}>
          Lisbon · from €96 a night
        </Box>
      </Box>
    </Box>
  );
}
