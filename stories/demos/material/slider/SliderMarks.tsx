import { useId } from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

const radiusMarks = [5, 10, 25, 50].map((value) => ({
  value,
  label: `${value} km`,
}));

const kilometres = (value: number) => `${value} km`;

export default function SliderMarks() {
  const radiusLabelId = useId();
  const tipLabelId = useId();

  return (
    <Box sx={{ maxWidth: 400, paddingInline: 2 }}>
      <Typography id={radiusLabelId} gutterBottom>
        Delivery radius
      </Typography>
      <Slider
        aria-labelledby={radiusLabelId}
        defaultValue={10}
        min={5}
        max={50}
        step={null}
        marks={radiusMarks}
        getAriaValueText={kilometres}
        valueLabelDisplay="auto"
        valueLabelFormat={kilometres}
      />
      <Typography id={tipLabelId} gutterBottom sx={{ mt: 3 }}>
        Tip for the courier
      </Typography>
      <Slider
        aria-labelledby={tipLabelId}
        defaultValue={10}
        min={0}
        max={20}
        step={5}
        marks
        getAriaValueText={(value) => `${value}%`}
        valueLabelDisplay="auto"
        valueLabelFormat={(value) => `${value}%`}
      />
    </Box>
  );
}
