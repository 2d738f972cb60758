import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';

const colors = ['primary', 'neutral', 'danger', 'success', 'warning'] as const;

export default function SwitchColors() {
  return (
    <Stack spacing={1.5}>
      {colors.map((color) => (
        <FormControl key={color} orientation="horizontal" sx={{ gap: 1.5 }}>
          <Switch color={color} defaultChecked />
          <FormLabel>Travel insurance ({color})</FormLabel>
        </FormControl>
      ))}
    </Stack>
  );
}
