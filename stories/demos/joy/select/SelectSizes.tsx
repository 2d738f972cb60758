import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Stack from '@mui/joy/Stack';

const sizes = [
  { size: 'sm', label: 'Small' },
  { size: 'md', label: 'Medium' },
  { size: 'lg', label: 'Large' },
] as const;

export default function SelectSizes() {
  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 260 }}>
      {sizes.map(({ size, label }) => (
        <FormControl key={size} size={size}>
          <FormLabel>Servings ({label.toLowerCase()})</FormLabel>
          <Select defaultValue={4}>
            <Option value={2}>2 people</Option>
            <Option value={4}>4 people</Option>
            <Option value={6}>6 people</Option>
          </Select>
        </FormControl>
      ))}
    </Stack>
  );
}
