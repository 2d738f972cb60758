import { useId, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createTheme, getContrastRatio } from '@mui/material/styles';

// Black or white, whichever reads better on the swatch (always at least 4.5:1).
const readableOn = (color: string) => (getContrastRatio(color, '#fff') >= getContrastRatio(color, '#000') ? '#fff' : '#000');

export default function PaletteTonalOffset() {
  const [offset, setOffset] = useState(0.2);
  const labelId = useId();
  // The same main colour, lightened and darkened by the chosen tonal offset.
  const theme = useMemo(() => createTheme({ palette: { tonalOffset: offset, primary: { main: '#2563eb' } } }), [offset]);
  const { primary } = theme.palette;

  return (
    <Stack spacing={2} sx={{ maxWidth: 480 }}>
      <div>
        <Typography id={labelId} variant="body2" gutterBottom>
          tonalOffset: {offset.toFixed(2)}
        </Typography>
        <Slider
          value={offset}
          min={0}
          max={0.5}
          step={0.05}
          onChange={(_, value) => typeof value === 'number' && setOffset(value)}
          slotProps={{ input: { 'aria-labelledby': labelId } }}
        />
      </div>
      <Stack direction="row" spacing={1} role="list" aria-label="Primary shades">
        {(['light', 'main', 'dark'] as const).map((shade) => (
          <Box
            key={shade}
            role="listitem"
            sx={{ flex: 1, p: 1.5, borderRadius: 1, bgcolor: primary[shade], color: readableOn(primary[shade]) }}
          >
            <Typography variant="caption" component="p">
              {shade}
            </Typography>
            <Typography variant="body2" component="p" sx={{ fontFamily: 'monospace' }} data-shade={shade}>
              {primary[shade]}
            </Typography>
          </Box>
        ))}
      </Stack>
    </Stack>
  );
}
