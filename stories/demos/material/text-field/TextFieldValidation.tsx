import { useState } from 'react';
import TextField from '@mui/material/TextField';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export default function TextFieldValidation() {
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);

  const invalid = touched && !EMAIL_PATTERN.test(email);

  return (
    <TextField
      label="Work email"
      type="email"
      autoComplete="email"
      required
      value={email}
      onChange={(event) => setEmail(event.target.value)}
      onBlur={() => setTouched(true)}
      error={invalid}
      helperText={
        invalid
          ? 'Enter an address like name@company.com'
          : 'We send the invoice to this address'
      }
      sx={{ width: '100%', maxWidth: 360 }}
    />
  );
}
