import { useState } from 'react';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import Search from '@mui/icons-material/Search';

/**
 * `startDecorator` and `endDecorator` put content inside the field's frame: a unit, an icon,
 * a button. They adapt their size and colour to the input's.
 */
export default function InputDecorators() {
  const [code, setCode] = useState('');
  const [applied, setApplied] = useState<string | null>(null);

  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 360 }}>
      <FormControl>
        <FormLabel>Hourly rate</FormLabel>
        <Input
          type="number"
          defaultValue={85}
          startDecorator="€"
          endDecorator={<Typography level="body-sm">per hour</Typography>}
          slotProps={{ input: { min: 0, step: 5 } }}
        />
      </FormControl>
      <FormControl>
        <FormLabel>Find an invoice</FormLabel>
        <Input type="search" placeholder="Number or client" startDecorator={<Search />} />
      </FormControl>
      <FormControl>
        <FormLabel>Discount code</FormLabel>
        <Input
          value={code}
          onChange={(event) => setCode(event.target.value.toUpperCase())}
          endDecorator={
            <Button variant="solid" color="primary" disabled={!code} onClick={() => setApplied(code)}>
              Apply
            </Button>
          }
        />
        <FormHelperText role="status">{applied ? `Code ${applied} applied to this order.` : 'Codes are not case-sensitive.'}</FormHelperText>
      </FormControl>
    </Stack>
  );
}
