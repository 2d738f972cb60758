import { useId } from 'react';
import { Box } from '@mui/system';

export default function BoxBasic() {
  const headingId = useId();
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ maxWidth: 400, p: 2, border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper' }}
    >
      <Box component="h3" id={headingId} sx={{ m: 0, typography: 'subtitle1', fontWeight: 500 }}>
        Lisbon, 14–16 March
      </Box>
      <Box component="p" sx={{ mt: 0.5, mb: 1.5, typography: 'body2', color: 'text.secondary' }}>
        Two nights at Casa do Largo, breakfast included. Check-in from 15:00.
      </Box>
      <Box
        component="span"
        sx={{ px: 1, py: 0.5, borderRadius: 1, typography: 'caption', fontWeight: 500, bgcolor: 'primary.main', color: 'primary.contrastText' }}
      >
        Confirmed
      </Box>
    </Box>
  );
}
