import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Stack from '@mui/joy/Stack';

const variants = ['plain', 'outlined', 'soft', 'solid'] as const;

export default function SelectVariants() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {variants.map((variant) => (
        <FormControl key={variant} sx={{ width: 150 }}>
          <FormLabel>Currency ({variant})</FormLabel>
          <Select variant={variant} defaultValue="eur">
            <Option value="eur">Euro (EUR)</Option>
            <Option value="usd">US dollar (USD)</Option>
            <Option value="jpy">Yen (JPY)</Option>
          </Select>
        </FormControl>
      ))}
    </Stack>
  );
}
