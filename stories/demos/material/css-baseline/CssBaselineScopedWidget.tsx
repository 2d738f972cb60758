import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import ScopedCssBaseline from '@mui/material/ScopedCssBaseline';
import Typography from '@mui/material/Typography';

// An older host page: content-box sizing and its own serif font.
function HostPage({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      sx={{
        flex: '1 1 240px',
        p: 4,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        boxSizing: 'content-box',
        fontFamily: 'Georgia, "Times New Roman", serif',
      }}
    >
      <Typography id={titleId} variant="overline" component="h3">
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function DeliveryWidget() {
  return (
    <Box sx={{ width: '100%', p: 1.5, border: 1, borderColor: 'primary.main', borderRadius: 1 }}>
      Next delivery: <strong>Thursday, 9:00–12:00</strong>
    </Box>
  );
}

export default function CssBaselineScopedWidget() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      <HostPage title="Without a baseline">
        <DeliveryWidget />
      </HostPage>
      <HostPage title="Inside ScopedCssBaseline">
        <ScopedCssBaseline>
          <DeliveryWidget />
        </ScopedCssBaseline>
      </HostPage>
    </Box>
  );
}
