import Box from '@mui/system/Box';

/**
 * A booking card styled only through `sx`: every value is a theme key (`background.paper`, `divider`,
 * `primary.main`), a spacing step (`p: 2`) or a multiple of the theme's border radius (`borderRadius: 1`).
 */
export default function OverviewSxCard() {
  return (
    <Box
      component="article"
      aria-label="Lisbon city break"
      sx={{
        maxWidth: 360,
        p: 2,
        bgcolor: 'background.paper',
        color: 'text.primary',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        boxShadow: 1,
      }}
    >
      <Box sx={{ color: 'text.secondary', fontSize: 'body2.fontSize', mb: 0.5 }}>3 nights · 14–17 May</Box>
      <Box component="p" sx={{ m: 0, fontSize: 'h6.fontSize', fontWeight: 'fontWeightMedium' }}>
        Lisbon city break
      </Box>
      <Box component="p" sx={{ mt: 1, mb: 2, color: 'text.secondary', fontSize: 'body2.fontSize' }}>
        Boutique hotel in Alfama, breakfast included, free cancellation until 10 May.
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 1 }}>
        <Box component="span" sx={{ color: 'primary.main', fontSize: 'h5.fontSize', fontWeight: 'fontWeightBold' }}>
          €486
        </Box>
        <Box
          component="span"
          sx={{ px: 1, py: 0.5, borderRadius: 1, bgcolor: 'success.main', color: 'success.contrastText', fontSize: 'caption.fontSize' }}
        >
          2 rooms left
        </Box>
      </Box>
    </Box>
  );
}
