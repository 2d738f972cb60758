import LinearProgress from '@mui/joy/LinearProgress';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import type { ColorPaletteProp } from '@mui/joy/styles';

const budgets: { color: ColorPaletteProp; category: string; spent: number }[] = [
  { color: 'primary', category: 'Transport', spent: 45 },
  { color: 'neutral', category: 'Accommodation', spent: 70 },
  { color: 'success', category: 'Food', spent: 30 },
  { color: 'warning', category: 'Activities', spent: 85 },
  { color: 'danger', category: 'Souvenirs', spent: 100 },
];

export default function LinearProgressColors() {
  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 420 }}>
      {budgets.map((budget) => (
        <Stack key={budget.category} spacing={0.5}>
          <Typography level="body-sm" id={`budget-${budget.category}`}>
            {budget.category}: {budget.spent}% of budget spent
          </Typography>
          <LinearProgress
            determinate
            value={budget.spent}
            color={budget.color}
            aria-labelledby={`budget-${budget.category}`}
          />
        </Stack>
      ))}
    </Stack>
  );
}
