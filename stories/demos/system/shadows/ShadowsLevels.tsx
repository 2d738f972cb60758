import Box from '@mui/system/Box';

// A number is an index into theme.shadows: 0 is "none", 24 the deepest.
const levels = [0, 1, 2, 3, 4, 8, 12, 16, 24];

export default function ShadowsLevels() {
  return (
    <Box component="ul" aria-label="Shadow levels" sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))', gap: 3, m: 0, p: 1, listStyle: 'none' }}>
      {levels.map((level) => (
        <Box
          component="li"
          key={level}
          data-level={level}
          sx={{ py: 2, borderRadius: 1, bgcolor: 'background.paper', boxShadow: level, textAlign: 'center', typography: 'body2', fontFamily: 'monospace' }}
        >
          boxShadow: {level}
        </Box>
      ))}
    </Box>
  );
}
