import { useState } from 'react';
import Box from '@mui/joy/Box';
import Slider from '@mui/joy/Slider';
import Typography from '@mui/joy/Typography';

const euros = (value: number) => `€${value}`;

export default function SliderBasic() {
  const [price, setPrice] = useState(120);

  return (
    <Box sx={{ width: '100%', maxWidth: 360 }}>
      <Typography id="price-per-night-label" level="title-sm">
        Maximum price per night
      </Typography>
      <Slider
        // Room above the track for the value label, so it never covers the title.
        sx={{ mt: 3 }}
        aria-labelledby="price-per-night-label"
        value={price}
        min={40}
        max={300}
        step={10}
        getAriaValueText={euros}
        valueLabelDisplay="auto"
        valueLabelFormat={euros}
        onChange={(_event, newPrice) => setPrice(newPrice as number)}
      />
      <Typography role="status" level="body-sm">
        Showing hotels up to {euros(price)} a night.
      </Typography>
    </Box>
  );
}
