import { useState } from 'react';
import Box from '@mui/joy/Box';
import Slider from '@mui/joy/Slider';
import Typography from '@mui/joy/Typography';

const hour = (value: number) => `${String(value).padStart(2, '0')}:00`;
const marks = [0, 6, 12, 18, 24].map((value) => ({ value, label: hour(value) }));
const thumbNames = ['Earliest departure', 'Latest departure'];

export default function SliderRange() {
  const [times, setTimes] = useState<number[]>([6, 18]);

  return (
    <Box sx={{ width: '100%', maxWidth: 400, px: 1.5 }}>
      <Typography level="title-sm">Departure time</Typography>
      <Slider
        // Room above the track for the value label, so it never covers the title.
        sx={{ mt: 3 }}
        value={times}
        min={0}
        max={24}
        marks={marks}
        getAriaLabel={(index) => thumbNames[index]!}
        getAriaValueText={hour}
        valueLabelDisplay="auto"
        valueLabelFormat={hour}
        disableSwap
        // Joy's default mark label colour is too faint for WCAG AA contrast.
        slotProps={{ markLabel: { sx: { color: 'text.secondary' } } }}
        onChange={(_event, newTimes) => setTimes(newTimes as number[])}
      />
      <Typography role="status" level="body-sm" sx={{ mt: 2 }}>
        Flights leaving between {hour(times[0]!)} and {hour(times[1]!)}.
      </Typography>
    </Box>
  );
}
