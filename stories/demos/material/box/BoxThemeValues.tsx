import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

const tileStyles = { flex: '1 1 160px', p: 2, borderRadius: 1 };

export default function BoxThemeValues() {
  return (
    <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, m: 0, p: 0, listStyle: 'none' }}>
      <Box
        component="li"
        sx={{ ...tileStyles, bgcolor: 'primary.main', color: 'primary.contrastText', boxShadow: 2 }}
      >
        <Typography variant="body2">Open tickets</Typography>
        <Typography variant="h5" component="p">18</Typography>
      </Box>
      <Box component="li" sx={{ ...tileStyles, border: 2, borderColor: 'primary.main' }}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Resolved today
        </Typography>
        <Typography variant="h5" component="p">42</Typography>
      </Box>
      <Box component="li" sx={{ ...tileStyles, bgcolor: 'action.hover' }}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Average first reply
        </Typography>
        <Typography variant="h5" component="p">1 h 12 min</Typography>
      </Box>
    </Box>
  );
}
