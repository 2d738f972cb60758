import { useState, type FormEvent } from 'react';
import Button from '@mui/joy/Button';
import Divider from '@mui/joy/Divider';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const lines = [
  { label: 'Room, 3 nights', amount: 360 },
  { label: 'Breakfast for two', amount: 54 },
  { label: 'City tax', amount: 12 },
];
const PROMO_CODE = 'SPRING10';

const euros = (amount: number) => `€${amount.toFixed(2)}`;

export default function SheetSummary() {
  const [code, setCode] = useState('');
  const [applied, setApplied] = useState(false);
  const [message, setMessage] = useState('Codes apply to the room price only.');
  const subtotal = lines.reduce((sum, line) => sum + line.amount, 0);
  const discount = applied ? lines[0]!.amount * 0.1 : 0;

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const ok = code.trim().toUpperCase() === PROMO_CODE;
    setApplied(ok);
    setMessage(ok ? '10% off the room price.' : `"${code.trim()}" is not a valid code.`);
  };

  return (
    <Sheet
      component="section"
      aria-labelledby="booking-summary-title"
      variant="outlined"
      sx={{ maxWidth: 380, p: 2.5, borderRadius: 'md', boxShadow: 'sm' }}
    >
      <Typography id="booking-summary-title" level="title-md" component="h3" sx={{ mb: 1.5 }}>
        Booking summary
      </Typography>
      <Stack spacing={0.75}>
        {lines.map((line) => (
          <Stack key={line.label} direction="row" sx={{ justifyContent: 'space-between' }}>
            <Typography level="body-sm">{line.label}</Typography>
            <Typography level="body-sm">{euros(line.amount)}</Typography>
          </Stack>
        ))}
        {applied && (
          <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
            <Typography level="body-sm" color="success">
              Promo code {PROMO_CODE}
            </Typography>
            <Typography level="body-sm" color="success">
              −{euros(discount)}
            </Typography>
          </Stack>
        )}
      </Stack>
      <Divider sx={{ my: 1.5 }} />
      <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
        <Typography level="title-sm">Total</Typography>
        <Typography level="title-sm" data-testid="total">
          {euros(subtotal - discount)}
        </Typography>
      </Stack>
      <form onSubmit={apply}>
        <FormControl sx={{ mt: 2 }}>
          <FormLabel>Promo code</FormLabel>
          <Stack direction="row" spacing={1}>
            <Input value={code} onChange={(event) => setCode(event.target.value)} sx={{ flex: 1 }} />
            <Button type="submit" variant="soft">
              Apply
            </Button>
          </Stack>
          <FormHelperText role="status">{message}</FormHelperText>
        </FormControl>
      </form>
    </Sheet>
  );
}
