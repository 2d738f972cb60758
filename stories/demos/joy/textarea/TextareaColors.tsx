import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Stack from '@mui/joy/Stack';
import Textarea from '@mui/joy/Textarea';

const colors = ['primary', 'neutral', 'danger', 'success', 'warning'] as const;

export default function TextareaColors() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {colors.map((color) => (
        <FormControl key={color} sx={{ width: 200 }}>
          <FormLabel>Note to guest ({color})</FormLabel>
          <Textarea color={color} variant="soft" minRows={2} defaultValue="Check-in opens at 15:00." />
        </FormControl>
      ))}
    </Stack>
  );
}
