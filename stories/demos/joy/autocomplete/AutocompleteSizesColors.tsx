import Autocomplete from '@mui/joy/Autocomplete';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const currencies = ['EUR – Euro', 'GBP – Pound sterling', 'JPY – Japanese yen', 'USD – US dollar'];
const sizes = ['sm', 'md', 'lg'] as const;
const colors = ['primary', 'neutral', 'danger', 'success', 'warning'] as const;

/** `size` scales the field and its list; `color` tints the outline, focus ring and chosen option. */
export default function AutocompleteSizesColors() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4} sx={{ width: '100%' }}>
      <Stack spacing={1.5} sx={{ flex: 1, minWidth: 0 }}>
        <Typography level="title-sm" component="h3">
          Sizes
        </Typography>
        {sizes.map((size) => (
          <FormControl key={size} size={size}>
            <FormLabel>Invoice currency ({size})</FormLabel>
            <Autocomplete placeholder="Currency" options={currencies} />
          </FormControl>
        ))}
      </Stack>
      <Stack spacing={1.5} sx={{ flex: 1, minWidth: 0 }}>
        <Typography level="title-sm" component="h3">
          Colors
        </Typography>
        {colors.map((color) => (
          <FormControl key={color} size="sm" color={color}>
            <FormLabel>Payout currency ({color})</FormLabel>
            <Autocomplete defaultValue={currencies[0]} options={currencies} />
          </FormControl>
        ))}
      </Stack>
    </Stack>
  );
}
