import Box from '@mui/system/Box';

/**
 * `theme.applyStyles('dark', …)` in `sx`: a shadow lifts the card on a light page, and in the dark scheme,
 * where a shadow barely shows, an outline takes its place. The dark entry comes last in the array.
 */
export default function ApplyStylesDarkMode() {
  return (
    <Box
      component="section"
      aria-label="Boarding pass"
      sx={[
        {
          maxWidth: 340,
          p: 2,
          borderRadius: 1,
          bgcolor: 'background.paper',
          color: 'text.primary',
          boxShadow: 3,
        },
        (theme) => theme.applyStyles('dark', { boxShadow: 'none', border: '1px solid', borderColor: 'divider' }),
      ]}
    >
      <Box sx={{ color: 'text.secondary', fontSize: 'body2.fontSize' }}>Boarding pass · TP 1347</Box>
      <Box sx={{ my: 1, fontSize: 'h5.fontSize', fontWeight: 'fontWeightBold' }}>AMS → LIS</Box>
      <Box sx={{ display: 'flex', gap: 3, fontSize: 'body2.fontSize' }}>
        <span>Gate D7</span>
        <span>Seat 14C</span>
        <span>Boards 07:05</span>
      </Box>
    </Box>
  );
}
