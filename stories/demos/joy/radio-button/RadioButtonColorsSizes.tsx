import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Stack from '@mui/joy/Stack';

const COLORS = ['primary', 'neutral', 'danger', 'success', 'warning'] as const;
const SIZES = ['sm', 'md', 'lg'] as const;

/** `color` on each Radio; `size` on the RadioGroup (or the FormControl) reaches every radio in it. */
export default function RadioButtonColorsSizes() {
  return (
    <Stack spacing={3}>
      <FormControl>
        <FormLabel>Label colour for the expense</FormLabel>
        <RadioGroup orientation="horizontal" defaultValue="primary" sx={{ flexWrap: 'wrap', gap: 2 }}>
          {COLORS.map((color) => (
            <Radio key={color} value={color} color={color} label={color[0].toUpperCase() + color.slice(1)} />
          ))}
        </RadioGroup>
      </FormControl>
      {SIZES.map((size) => (
        <FormControl key={size} size={size}>
          <FormLabel>Receipt attached ({size})</FormLabel>
          <RadioGroup orientation="horizontal" defaultValue="yes" sx={{ gap: 2 }}>
            <Radio value="yes" label="Yes" />
            <Radio value="no" label="No" />
          </RadioGroup>
        </FormControl>
      ))}
    </Stack>
  );
}
