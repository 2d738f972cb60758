import { useState } from 'react';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import IconButton from '@mui/joy/IconButton';
import Input from '@mui/joy/Input';
import LinearProgress from '@mui/joy/LinearProgress';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';

const levels = [
  { label: 'Too short', color: 'danger' },
  { label: 'Weak', color: 'warning' },
  { label: 'Good', color: 'primary' },
  { label: 'Strong', color: 'success' },
] as const;

/** A rough score: length, then the mix of letters, digits and symbols. */
function strengthOf(password: string): number {
  if (password.length < 8) return 0;
  const kinds = [/[a-z]/, /[A-Z]/, /\d/, /[^a-zA-Z\d]/].filter((re) => re.test(password)).length;
  return Math.min(3, Math.max(1, kinds - 1 + (password.length >= 14 ? 1 : 0)));
}

/** A password field with a show/hide button in its end decorator and a strength meter below. */
export default function InputPassword() {
  const [password, setPassword] = useState('');
  const [visible, setVisible] = useState(false);
  const level = levels[strengthOf(password)];

  return (
    <FormControl sx={{ width: '100%', maxWidth: 320 }}>
      <FormLabel>New password</FormLabel>
      <Input
        type={visible ? 'text' : 'password'}
        autoComplete="new-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        endDecorator={
          <IconButton aria-label={visible ? 'Hide password' : 'Show password'} aria-pressed={visible} onClick={() => setVisible((v) => !v)}>
            {visible ? <VisibilityOff /> : <Visibility />}
          </IconButton>
        }
      />
      <LinearProgress
        determinate
        value={password ? ((strengthOf(password) + 1) / levels.length) * 100 : 0}
        color={level.color}
        aria-label="Password strength"
        sx={{ mt: 1 }}
      />
      <FormHelperText role="status">{password ? `Strength: ${level.label}` : 'At least 8 characters.'}</FormHelperText>
    </FormControl>
  );
}
