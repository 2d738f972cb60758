import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';

const VARIANTS = ['plain', 'outlined', 'soft', 'solid'] as const;

/** The four global variants on one radio each; `outlined` is the default. */
export default function RadioButtonVariants() {
  return (
    <FormControl>
      <FormLabel>Radio variant</FormLabel>
      <RadioGroup orientation="horizontal" defaultValue="outlined" sx={{ flexWrap: 'wrap', gap: 2 }}>
        {VARIANTS.map((variant) => (
          <Radio key={variant} value={variant} variant={variant} label={variant[0].toUpperCase() + variant.slice(1)} />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
