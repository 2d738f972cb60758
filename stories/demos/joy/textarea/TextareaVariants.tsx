import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Stack from '@mui/joy/Stack';
import Textarea from '@mui/joy/Textarea';

const variants = ['plain', 'outlined', 'soft', 'solid'] as const;

export default function TextareaVariants() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {variants.map((variant) => (
        <FormControl key={variant} sx={{ width: 200 }}>
          <FormLabel>Delivery notes ({variant})</FormLabel>
          <Textarea variant={variant} minRows={2} defaultValue="Leave the parcel with the neighbour at number 12." />
        </FormControl>
      ))}
    </Stack>
  );
}
