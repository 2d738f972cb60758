import { useState } from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { useTheme } from '@mui/material/styles';

export default function ZIndexLayers() {
  const { zIndex } = useTheme();
  const [applied, setApplied] = useState(true);
  // Highest layer first in the markup: without z-index, the last element would be drawn on top.
  const layers = (Object.keys(zIndex) as (keyof typeof zIndex)[]).sort((a, b) => zIndex[b] - zIndex[a]);

  return (
    <Stack spacing={2}>
      <FormControlLabel
        control={<Switch checked={applied} onChange={(event) => setApplied(event.target.checked)} slotProps={{ input: { role: 'switch' } }} />}
        label="Apply the theme's z-index"
      />
      <Box data-testid="stage" sx={{ position: 'relative', height: 40 + layers.length * 24, maxWidth: 460 }}>
        {layers.map((key, index) => (
          <Box
            key={key}
            data-layer={key}
            sx={{
              position: 'absolute',
              top: (layers.length - 1 - index) * 24,
              left: (layers.length - 1 - index) * 24,
              width: 240,
              px: 1.5,
              py: 0.5,
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              bgcolor: 'background.paper',
              boxShadow: 2,
              fontFamily: 'monospace',
              fontSize: 14,
              zIndex: applied ? zIndex[key] : 'auto',
            }}
          >
            {key}: {zIndex[key]}
          </Box>
        ))}
      </Box>
    </Stack>
  );
}
