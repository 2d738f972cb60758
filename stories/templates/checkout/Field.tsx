import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { Errors, Values } from './forms';

type Key = keyof Values;

/** One checkout field wired to the form's values and errors (the error replaces the hint). */
export default function Field({ name, values, errors, onChange, hint, ...props }: { name: Key; values: Values; errors: Errors; onChange: (name: Key, value: string) => void; hint?: string } & Omit<TextFieldProps, 'name' | 'onChange' | 'value' | 'error'>) {
  return (
    <TextField
      {...props}
      id={`checkout-${name}`}
      name={name}
      value={values[name]}
      onChange={(event) => onChange(name, event.target.value)}
      error={Boolean(errors[name])}
      helperText={errors[name] ?? hint}
      fullWidth
    />
  );
}
