import { useState } from 'react';
import type { HTMLAttributes } from 'react';
import Box from '@mui/material/Box';
import Slider, { SliderThumb } from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import DragIndicatorRounded from '@mui/icons-material/DragIndicatorRounded';

type GripThumbProps = HTMLAttributes<HTMLSpanElement> & { 'data-index'?: number };

// Keeps MUI's styled thumb (and every prop Slider passes, ownerState included) and only adds a grip icon.
function GripThumb({ children, ...other }: GripThumbProps) {
  return (
    <SliderThumb {...other}>
      {children}
      <DragIndicatorRounded aria-hidden sx={{ fontSize: 16, transform: 'rotate(90deg)' }} />
    </SliderThumb>
  );
}

function formatPrice(value: number) {
  return `€${value}`;
}

export default function OverridingStructureThumbSlot() {
  const [range, setRange] = useState<number[]>([40, 120]);

  return (
    <Box sx={{ width: '100%', maxWidth: 420, px: 1 }}>
      <Typography component="h3" variant="subtitle2" gutterBottom>
        Price per night
      </Typography>
      <Slider
        value={range}
        onChange={(_, value) => setRange(value)}
        min={0}
        max={200}
        step={5}
        getAriaLabel={(index) => (index === 0 ? 'Minimum price' : 'Maximum price')}
        getAriaValueText={formatPrice}
        slots={{ thumb: GripThumb }}
        slotProps={{
          // A function gets the ownerState: here the thumbs turn square while one is dragged.
          thumb: (ownerState) => ({
            className: ownerState.dragging ? 'is-dragging' : undefined,
          }),
        }}
        sx={{
          '& .MuiSlider-thumb': { width: 28, height: 28, bgcolor: 'background.paper', color: 'primary.main', border: 2 },
          '& .MuiSlider-thumb.is-dragging': { borderRadius: 1 },
        }}
      />
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        From {formatPrice(range[0])} to {formatPrice(range[1])}
      </Typography>
    </Box>
  );
}
