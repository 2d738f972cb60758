import Send from '@mui/icons-material/Send';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import IconButton from '@mui/joy/IconButton';
import Input from '@mui/joy/Input';
import Slider from '@mui/joy/Slider';
import Stack from '@mui/joy/Stack';
import { useState } from 'react';

/**
 * Two of the Input's CSS variables, set from sliders. The send button is never styled itself: its
 * radius and its inset come from variables the Input derives from these two.
 */
export default function AdjustInputVariables() {
  const [radius, setRadius] = useState(6);
  const [height, setHeight] = useState(40);
  return (
    <Stack spacing={2} sx={{ maxWidth: 440 }}>
      <FormControl>
        <FormLabel id="input-radius-label">--Input-radius: {radius}px</FormLabel>
        <Slider
          aria-labelledby="input-radius-label"
          min={0}
          max={24}
          value={radius}
          onChange={(_event, value) => setRadius(value as number)}
        />
      </FormControl>
      <FormControl>
        <FormLabel id="input-height-label">--Input-minHeight: {height}px</FormLabel>
        <Slider
          aria-labelledby="input-height-label"
          min={32}
          max={56}
          value={height}
          onChange={(_event, value) => setHeight(value as number)}
        />
      </FormControl>
      <Input
        placeholder="Message the host"
        endDecorator={
          <IconButton variant="solid" color="primary" aria-label="Send message">
            <Send />
          </IconButton>
        }
        slotProps={{ input: { 'aria-label': 'Message the host' } }}
        sx={{ '--Input-radius': `${radius}px`, '--Input-minHeight': `${height}px` }}
      />
    </Stack>
  );
}
