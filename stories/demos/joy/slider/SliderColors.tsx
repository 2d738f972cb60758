import Slider from '@mui/joy/Slider';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const colors = ['primary', 'neutral', 'danger', 'success', 'warning'] as const;

export default function SliderColors() {
  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 360 }}>
      {colors.map((color) => (
        <div key={color}>
          <Typography id={`deposit-${color}`} level="body-sm">
            Deposit in percent ({color})
          </Typography>
          <Slider
            aria-labelledby={`deposit-${color}`}
            color={color}
            defaultValue={30}
            step={5}
            getAriaValueText={(value) => `${value} percent`}
          />
        </div>
      ))}
    </Stack>
  );
}
