import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const sizes = ['sm', 'md', 'lg'] as const;
const colors = ['primary', 'neutral', 'danger', 'success', 'warning'] as const;

/** Three sizes and five colours; a FormControl passes its size and colour on to the input. */
export default function InputSizesColors() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4} sx={{ width: '100%' }}>
      <Stack spacing={1.5} sx={{ flex: 1, minWidth: 0 }}>
        <Typography level="title-sm" component="h3">
          Sizes
        </Typography>
        {sizes.map((size) => (
          <FormControl key={size} size={size}>
            <FormLabel>Booking reference ({size})</FormLabel>
            <Input defaultValue="QX7-42L" />
          </FormControl>
        ))}
      </Stack>
      <Stack spacing={1.5} sx={{ flex: 1, minWidth: 0 }}>
        <Typography level="title-sm" component="h3">
          Colors
        </Typography>
        {colors.map((color) => (
          <FormControl key={color} size="sm" color={color}>
            <FormLabel>Room note ({color})</FormLabel>
            <Input variant="soft" defaultValue="Late check-in, around 23:00" />
          </FormControl>
        ))}
      </Stack>
    </Stack>
  );
}
