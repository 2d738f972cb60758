import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';

const variants = ['solid', 'soft', 'outlined', 'plain'] as const;

export default function SwitchVariants() {
  return (
    <Stack spacing={1.5}>
      {variants.map((variant) => (
        <FormControl key={variant} orientation="horizontal" sx={{ gap: 1.5 }}>
          <Switch variant={variant} defaultChecked />
          <FormLabel>Vegetarian recipes only ({variant})</FormLabel>
        </FormControl>
      ))}
    </Stack>
  );
}
