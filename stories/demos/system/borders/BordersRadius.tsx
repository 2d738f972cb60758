import Box from '@mui/system/Box';

export default function BordersRadius() {
  return (
    <Box
      component="section"
      aria-label="Your guide"
      // A number multiplies theme.shape.borderRadius: 2 is twice the theme's corner radius.
      sx={{ display: 'flex', alignItems: 'center', gap: 2, p: 2, maxWidth: 420, bgcolor: 'action.hover', borderRadius: 2 }}
    >
      <Box
        aria-hidden
        // A string goes to CSS as written: '50%' turns the square into a circle.
        sx={{ width: 56, height: 56, flexShrink: 0, display: 'grid', placeItems: 'center', borderRadius: '50%', bgcolor: 'primary.main', color: 'primary.contrastText', typography: 'h6' }}
      >
        MK
      </Box>
      <div>
        <Box component="p" sx={{ m: 0, typography: 'subtitle1' }}>
          Mei Kobayashi
        </Box>
        <Box component="p" sx={{ m: 0, typography: 'body2', color: 'text.secondary' }}>
          Kyoto food walk · 4 hours
        </Box>
        <Box
          component="span"
          // 0 removes the rounding: square corners on a tag.
          sx={{ display: 'inline-block', mt: 0.5, px: 1, border: 1, borderRadius: 0, typography: 'caption' }}
        >
          Vegetarian friendly
        </Box>
      </div>
    </Box>
  );
}
