import Button from '@mui/joy/Button';
import ButtonGroup from '@mui/joy/ButtonGroup';
import Stack from '@mui/joy/Stack';

const colors = ['primary', 'neutral', 'danger', 'success', 'warning'] as const;

export default function ButtonGroupColors() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      {colors.map((color) => (
        <ButtonGroup key={color} color={color} variant="soft" aria-label={`Invoice actions (${color})`}>
          <Button>Edit</Button>
          <Button>Duplicate</Button>
          <Button>Archive</Button>
        </ButtonGroup>
      ))}
    </Stack>
  );
}
