import type { ReactNode } from 'react';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input, { type InputProps } from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';

type TextFieldProps = InputProps & {
  label: ReactNode;
  helperText?: ReactNode;
};

/**
 * One label, one input, one hint: the whole text field of an app in a few lines. `error` goes to the
 * FormControl (colours) and to the Input (`aria-invalid`).
 */
function TextField({ label, helperText, size, error, required, disabled, ...inputProps }: TextFieldProps) {
  return (
    <FormControl size={size} error={error} required={required} disabled={disabled}>
      <FormLabel>{label}</FormLabel>
      <Input {...inputProps} error={error} />
      {helperText && <FormHelperText>{helperText}</FormHelperText>}
    </FormControl>
  );
}

export default function TextFieldReusable() {
  return (
    <Stack component="form" spacing={2} sx={{ width: '100%', maxWidth: 360 }} onSubmit={(event) => event.preventDefault()}>
      <TextField label="Traveller's full name" name="name" autoComplete="name" required helperText="As it is written in the passport." />
      <TextField label="Phone" name="phone" type="tel" autoComplete="tel" variant="soft" placeholder="+351 912 345 678" />
      <TextField label="Booking reference" name="reference" size="sm" defaultValue="TP-7Q4K2" readOnly helperText="Assigned when you book." />
    </Stack>
  );
}
