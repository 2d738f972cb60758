import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function CssVarsChannelAlpha() {
  const [opacity, setOpacity] = useState(0.12);
  const labelId = useId();

  return (
    <Stack spacing={2} sx={{ maxWidth: 440 }}>
      <div>
        <Typography id={labelId} variant="body2" gutterBottom>
          Tint opacity: {opacity.toFixed(2)}
        </Typography>
        <Slider
          value={opacity}
          min={0.04}
          max={0.32}
          step={0.04}
          onChange={(_, value) => typeof value === 'number' && setOpacity(value)}
          slotProps={{ input: { 'aria-labelledby': labelId } }}
        />
      </div>
      <Box
        data-testid="notice"
        sx={(theme) => ({
          p: 2,
          borderRadius: 1,
          color: 'text.primary',
          // The channel variable holds "R G B", so the alpha can change while the colour follows the scheme.
          bgcolor: `rgba(${theme.vars?.palette.primary.mainChannel} / ${opacity})`,
          border: '1px solid',
          borderColor: `rgba(${theme.vars?.palette.primary.mainChannel} / 0.5)`,
        })}
      >
        <Typography variant="subtitle2" component="p">
          Maintenance on Sunday
        </Typography>
        <Typography variant="body2" component="p">
          Checkout will be unavailable from 02:00 to 03:00 UTC.
        </Typography>
      </Box>
    </Stack>
  );
}
