import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';

const colors = ['primary', 'neutral', 'danger', 'success', 'warning'] as const;

export default function ToggleButtonGroupColors() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      {colors.map((color) => (
        <ToggleButtonGroup key={color} color={color} variant="soft" value="paid" aria-label={`Invoice filter (${color})`}>
          <Button value="all">All</Button>
          <Button value="paid">Paid</Button>
          <Button value="overdue">Overdue</Button>
        </ToggleButtonGroup>
      ))}
    </Stack>
  );
}
