import { useId } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export default function BoxBasic() {
  const headingId = useId();

  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ maxWidth: 420, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        Delivery window
      </Typography>
      <Typography variant="body2" sx={{ mt: 0.5, color: 'text.secondary' }}>
        Order #4821 arrives on Thursday between 9:00 and 12:00. We will send a text
        message when the driver is 30 minutes away.
      </Typography>
    </Box>
  );
}
