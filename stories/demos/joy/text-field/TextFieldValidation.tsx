import { useState } from 'react';
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';

/** Invoice numbers of this app: "INV-" and four digits, e.g. INV-0042. */
const INVOICE_NUMBER = /^INV-\d{4}$/;

/**
 * `error` on the FormControl colours the label, the input and the hint; `error` on the Input is what
 * sets `aria-invalid` on the `<input>`, so the demo passes it to both.
 */
export default function TextFieldValidation() {
  const [value, setValue] = useState('');
  const [touched, setTouched] = useState(false);
  const invalid = touched && !INVOICE_NUMBER.test(value);

  return (
    <FormControl error={invalid} sx={{ width: '100%', maxWidth: 320 }}>
      <FormLabel>Invoice number</FormLabel>
      <Input
        value={value}
        error={invalid}
        onChange={(event) => setValue(event.target.value.toUpperCase())}
        onBlur={() => setTouched(true)}
      />
      <FormHelperText>
        {invalid && <ErrorOutlineRounded />}
        {invalid ? 'Use "INV-" and four digits, for example INV-0042.' : 'The number printed at the top of the invoice.'}
      </FormHelperText>
    </FormControl>
  );
}
