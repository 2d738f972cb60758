import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';

const variants = ['outlined', 'plain', 'soft', 'solid'] as const;

export default function ToggleButtonGroupVariants() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      {variants.map((variant) => (
        // Uncontrolled groups show no pressed state, so each one shows "Week" pressed through `value`.
        <ToggleButtonGroup key={variant} variant={variant} value="week" aria-label={`Calendar view (${variant})`}>
          <Button value="day">Day</Button>
          <Button value="week">Week</Button>
          <Button value="month">Month</Button>
        </ToggleButtonGroup>
      ))}
    </Stack>
  );
}
