import Autocomplete from '@mui/joy/Autocomplete';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Stack from '@mui/joy/Stack';

const cuisines = ['Ethiopian', 'Georgian', 'Japanese', 'Lebanese', 'Mexican', 'Peruvian', 'Thai', 'Turkish'];
const variants = ['plain', 'outlined', 'soft', 'solid'] as const;

/** The four global variants on the same recipe filter; `outlined` is the default. */
export default function AutocompleteVariants() {
  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 320 }}>
      {variants.map((variant) => (
        <FormControl key={variant}>
          <FormLabel>Cuisine ({variant})</FormLabel>
          <Autocomplete variant={variant} placeholder="Any cuisine" options={cuisines} />
        </FormControl>
      ))}
    </Stack>
  );
}
