import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';

const variants = ['plain', 'outlined', 'soft', 'solid'] as const;

/** The four global variants; `outlined` is the default and the clearest on a plain page. */
export default function InputVariants() {
  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 320 }}>
      {variants.map((variant) => (
        <FormControl key={variant}>
          <FormLabel>Guest name ({variant})</FormLabel>
          <Input variant={variant} defaultValue="Amara Okafor" />
        </FormControl>
      ))}
    </Stack>
  );
}
