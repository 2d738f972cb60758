import Slider from '@mui/joy/Slider';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const sizes = ['sm', 'md', 'lg'] as const;

export default function SliderSizes() {
  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 360 }}>
      {sizes.map((size) => (
        <div key={size}>
          <Typography id={`servings-${size}`} level="body-sm">
            Servings (size {size})
          </Typography>
          <Slider
            aria-labelledby={`servings-${size}`}
            size={size}
            defaultValue={4}
            min={1}
            max={12}
            marks
            valueLabelDisplay="on"
          />
        </div>
      ))}
    </Stack>
  );
}
