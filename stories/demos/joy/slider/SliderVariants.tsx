import Slider from '@mui/joy/Slider';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const variants = ['solid', 'soft', 'outlined', 'plain'] as const;

export default function SliderVariants() {
  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 360 }}>
      {variants.map((variant) => (
        <div key={variant}>
          <Typography id={`oven-${variant}`} level="body-sm">
            Oven temperature ({variant})
          </Typography>
          <Slider
            aria-labelledby={`oven-${variant}`}
            variant={variant}
            defaultValue={180}
            min={50}
            max={250}
            step={10}
            getAriaValueText={(value) => `${value} °C`}
          />
        </div>
      ))}
    </Stack>
  );
}
