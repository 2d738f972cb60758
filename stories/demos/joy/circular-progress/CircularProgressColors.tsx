import CircularProgress from '@mui/joy/CircularProgress';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import type { ColorPaletteProp } from '@mui/joy/styles';

const steps: { color: ColorPaletteProp; label: string; value: number }[] = [
  { color: 'primary', label: 'Flights', value: 100 },
  { color: 'neutral', label: 'Hotel', value: 75 },
  { color: 'success', label: 'Budget', value: 60 },
  { color: 'warning', label: 'Visa', value: 40 },
  { color: 'danger', label: 'Insurance', value: 10 },
];

export default function CircularProgressColors() {
  return (
    <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {steps.map((step) => (
        <Stack key={step.color} spacing={1} sx={{ alignItems: 'center' }}>
          <CircularProgress
            determinate
            value={step.value}
            color={step.color}
            size="lg"
            aria-label={`${step.label} planned`}
          >
            <Typography level="body-xs" sx={{ fontWeight: 'lg' }}>
              {step.value}%
            </Typography>
          </CircularProgress>
          <Typography level="body-sm">{step.label}</Typography>
        </Stack>
      ))}
    </Stack>
  );
}
