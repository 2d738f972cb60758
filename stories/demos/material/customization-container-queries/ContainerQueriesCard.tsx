import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function ContainerQueriesCard() {
  const [width, setWidth] = useState(520);
  const labelId = useId();

  return (
    <Stack spacing={2}>
      <div>
        <Typography id={labelId} variant="body2" gutterBottom>
          Container width: {width}px
        </Typography>
        <Slider
          value={width}
          min={240}
          max={640}
          step={40}
          onChange={(_, value) => typeof value === 'number' && setWidth(value)}
          slotProps={{ input: { 'aria-labelledby': labelId } }}
          sx={{ maxWidth: 400 }}
        />
      </div>
      {/* The container: its children query its width, not the window's. */}
      <Box data-testid="container" sx={{ containerType: 'inline-size', width, maxWidth: '100%', border: 1, borderColor: 'divider', borderRadius: 1, p: 1 }}>
        <Box
          data-testid="card"
          sx={{
            display: 'flex',
            gap: 2,
            // Stacked by default; side by side once the container is at least 400px wide.
            flexDirection: { '@': 'column', '@400': 'row' },
            alignItems: { '@': 'stretch', '@400': 'center' },
          }}
        >
          <Box aria-hidden sx={{ flexShrink: 0, height: 88, width: { '@': '100%', '@400': 120 }, borderRadius: 1, bgcolor: 'primary.main' }} />
          <Box sx={{ flex: 1 }}>
            <Typography variant="subtitle1" component="p">
              Cabin by the lake
            </Typography>
            <Typography variant="body2" component="p" sx={{ color: 'text.secondary' }}>
              Sleeps 4 · wood stove · 2 km to the village
            </Typography>
          </Box>
          <Button variant="contained" size="small" sx={{ alignSelf: { '@': 'flex-start', '@400': 'center' } }}>
            Check dates
          </Button>
        </Box>
      </Box>
    </Stack>
  );
}
