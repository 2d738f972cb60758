import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

const elevations = [0, 1, 2, 4, 8, 12, 16, 24];

export default function PaperElevation() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))',
        gap: 3,
        p: 2,
        bgcolor: 'background.default',
      }}
    >
      {elevations.map((elevation) => (
        <Paper
          key={elevation}
          elevation={elevation}
          sx={{ height: 72, display: 'grid', placeItems: 'center' }}
        >
          <Typography variant="body2">elevation={elevation}</Typography>
        </Paper>
      ))}
    </Box>
  );
}
