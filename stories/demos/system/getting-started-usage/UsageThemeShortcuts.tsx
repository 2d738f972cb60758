import Box from '@mui/system/Box';

/**
 * Shortcuts in `sx`: `p`/`mb` are spacing steps, `bgcolor`/`color` palette paths, `boxShadow` an index in
 * `theme.shadows`, `borderRadius` a multiple of `theme.shape.borderRadius`, `fontWeight` a typography key.
 */
export default function UsageThemeShortcuts() {
  return (
    <Box
      component="section"
      aria-label="Invoice INV-2031"
      sx={{
        maxWidth: 340,
        p: 3, // padding: theme.spacing(3)
        bgcolor: 'background.paper', // theme.palette.background.paper
        boxShadow: 2, // theme.shadows[2]
        borderRadius: 1, // theme.shape.borderRadius × 1
      }}
    >
      <Box sx={{ mb: 1, color: 'text.secondary', fontSize: 'body2.fontSize' }}>Invoice INV-2031 · due 30 June</Box>
      <Box sx={{ mb: 2, fontSize: 'h4.fontSize', fontWeight: 'fontWeightBold', color: 'text.primary' }}>€1,240.00</Box>
      <Box
        component="span"
        sx={{
          display: 'inline-block',
          px: 1.5, // padding-left and padding-right: theme.spacing(1.5)
          py: 0.5,
          borderRadius: 4,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          fontWeight: 'fontWeightMedium', // theme.typography.fontWeightMedium
          fontSize: 'caption.fontSize',
        }}
      >
        Awaiting payment
      </Box>
    </Box>
  );
}
