import Box from '@mui/system/Box';

/** A recipe card styled only with sx: every value below is read from the theme. */
export default function ThemeAwareKeys() {
  return (
    <Box
      component="article"
      sx={{
        maxWidth: 360,
        p: 2, // theme.spacing(2)
        bgcolor: 'background.paper', // theme.palette.background.paper
        color: 'text.primary',
        border: 1, // '1px solid'
        borderColor: 'divider',
        borderRadius: 2, // 2 × theme.shape.borderRadius
        boxShadow: 2, // theme.shadows[2]
      }}
    >
      <Box component="p" sx={{ m: 0, typography: 'overline', color: 'text.secondary' }}>
        Weeknight dinner
      </Box>
      <Box component="h3" sx={{ m: 0, typography: 'h6' }}>
        Lemon and herb risotto
      </Box>
      <Box component="p" sx={{ mt: 1, mb: 0, typography: 'body2', color: 'text.secondary' }}>
        35 minutes · serves 4 · 520 kcal per serving
      </Box>
      <Box component="p" sx={{ mt: 1.5, mb: 0, display: 'inline-block', px: 1, py: 0.5, borderRadius: 1, bgcolor: 'primary.main', color: 'primary.contrastText', fontWeight: 'fontWeightMedium' }}>
        Vegetarian
      </Box>
    </Box>
  );
}
