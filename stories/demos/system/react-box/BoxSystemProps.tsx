import { Box } from '@mui/system';

export default function BoxSystemProps() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, typography: 'body2' }}>
      {/* Deprecated: the styles are props of their own. */}
      <Box px={2} py={1} borderRadius={1} bgcolor="secondary.main" color="secondary.contrastText" data-styled-with="props">
        Seat 14A · window
      </Box>
      {/* The same styles in sx, as new code writes them. */}
      <Box
        sx={{ px: 2, py: 1, borderRadius: 1, bgcolor: 'secondary.main', color: 'secondary.contrastText' }}
        data-styled-with="sx"
      >
        Seat 14A · window
      </Box>
    </Box>
  );
}
