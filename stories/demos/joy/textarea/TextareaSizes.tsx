import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Stack from '@mui/joy/Stack';
import Textarea from '@mui/joy/Textarea';

const sizes = ['sm', 'md', 'lg'] as const;

export default function TextareaSizes() {
  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 360 }}>
      {sizes.map((size) => (
        <FormControl key={size} size={size}>
          <FormLabel>Invoice footer ({size})</FormLabel>
          <Textarea minRows={2} defaultValue="Thank you for your business. Payment is due within 30 days." />
        </FormControl>
      ))}
    </Stack>
  );
}
