import { useState } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useScrollTrigger from '@mui/material/useScrollTrigger';

const paragraphs = [
  'Day one starts at the harbour in Porto, where the ferry leaves at nine.',
  'After lunch, follow the river path east for twelve kilometres to Gondomar.',
  'Day two climbs into the Douro valley. Bring water: the next café is at Pinhão.',
  'The vineyards around Pinhão open their cellars to walkers from three o’clock.',
  'Pack a light jacket: evenings on the river are cool even in summer.',
  'Day three is a rest day. The train back to Porto runs every two hours.',
];

export default function AppBarElevateOnScroll() {
  const [scrollTarget, setScrollTarget] = useState<HTMLElement | null>(null);
  const scrolled = useScrollTrigger({
    target: scrollTarget ?? undefined,
    disableHysteresis: true,
    threshold: 0,
  });

  return (
    <Box
      ref={setScrollTarget}
      tabIndex={0}
      role="region"
      aria-label="Walking route"
      sx={{
        height: 260,
        overflowY: 'auto',
        border: 1,
        borderColor: 'divider',
        // Keeps the sticky bar's z-index inside this box.
        isolation: 'isolate',
      }}
    >
      <AppBar position="sticky" color="default" elevation={scrolled ? 4 : 0}>
        <Toolbar>
          <Typography variant="h6" component="div">
            Douro in three days
          </Typography>
        </Toolbar>
      </AppBar>
      <Box sx={{ p: 2 }}>
        {paragraphs.map((text) => (
          <Typography key={text} sx={{ mb: 3 }}>
            {text}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
