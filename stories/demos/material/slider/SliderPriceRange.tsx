import { useState } from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

const MIN_GAP = 20;

const euros = (value: number) => `€${value}`;

export default function SliderPriceRange() {
  const [price, setPrice] = useState<number[]>([40, 120]);

  const handleChange = (
    _event: Event,
    value: number[],
    activeThumb: number,
  ) => {
    // Keep the two thumbs at least MIN_GAP apart; the thumb being moved gives way.
    if (activeThumb === 0) {
      setPrice([Math.min(value[0], price[1] - MIN_GAP), price[1]]);
    } else {
      setPrice([price[0], Math.max(value[1], price[0] + MIN_GAP)]);
    }
  };

  return (
    <Box sx={{ maxWidth: 400 }}>
      <Typography gutterBottom>Price per night</Typography>
      <Slider
        getAriaLabel={(index) =>
          index === 0 ? 'Minimum price per night' : 'Maximum price per night'
        }
        getAriaValueText={euros}
        value={price}
        onChange={handleChange}
        min={0}
        max={300}
        step={5}
        disableSwap
        valueLabelDisplay="auto"
        valueLabelFormat={euros}
      />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Showing rooms from {euros(price[0])} to {euros(price[1])}
      </Typography>
    </Box>
  );
}
