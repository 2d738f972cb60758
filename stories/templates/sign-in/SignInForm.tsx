import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Google from '@mui/icons-material/Google';
import Key from '@mui/icons-material/Key';
import ForgotPassword from './ForgotPassword';
import { emailError, passwordError } from '../shared/validation';

interface Errors {
  email?: string;
  password?: string;
}

/** The sign-in form shared by the two sign-in templates: validation, reset dialog, success state. */
export default function SignInForm({ signUpHref }: { signUpHref: string }) {
  const [errors, setErrors] = useState<Errors>({});
  const [signedIn, setSignedIn] = useState<string>();
  const [resetOpen, setResetOpen] = useState(false);
  const [notice, setNotice] = useState<string>();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const email = String(data.get('email') ?? '');
    const next = {
      email: emailError(email),
      password: passwordError(String(data.get('password') ?? '')),
    };
    setErrors(next);
    if (!next.email && !next.password) setSignedIn(email.trim());
  };

  if (signedIn) {
    return (
      <Stack spacing={2}>
        <Alert severity="success" role="status">
          Welcome back, {signedIn}. In a real app you would now see your invoices; this template sends nothing.
        </Alert>
        <Button variant="outlined" onClick={() => setSignedIn(undefined)}>
          Sign out
        </Button>
      </Stack>
    );
  }

  return (
    <>
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <TextField
          id="sign-in-email"
          name="email"
          type="email"
          label="Email"
          placeholder="ada@studio.com"
          autoComplete="email"
          required
          fullWidth
          error={Boolean(errors.email)}
          helperText={errors.email}
        />
        <TextField
          id="sign-in-password"
          name="password"
          type="password"
          label="Password"
          autoComplete="current-password"
          required
          fullWidth
          error={Boolean(errors.password)}
          helperText={errors.password}
        />
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            flexWrap: 'wrap',
            gap: 1,
          }}
        >
          <FormControlLabel control={<Checkbox name="remember" />} label="Keep me signed in" />
          <Link component="button" type="button" variant="body2" onClick={() => setResetOpen(true)}>
            Forgot your password?
          </Link>
        </Box>
        <Button type="submit" variant="contained" size="large" fullWidth>
          Sign in
        </Button>
      </Box>
      <Divider sx={{ my: 2.5, color: 'text.secondary', fontSize: '0.875rem' }}>or</Divider>
      <Stack spacing={1.5}>
        <Button variant="outlined" fullWidth startIcon={<Google />} onClick={() => setNotice('Google')}>
          Sign in with Google
        </Button>
        <Button variant="outlined" fullWidth startIcon={<Key />} onClick={() => setNotice('your company’s single sign-on')}>
          Sign in with single sign-on
        </Button>
        {notice && (
          <Alert severity="info" role="status" onClose={() => setNotice(undefined)}>
            Signing in with {notice} is not connected in this template.
          </Alert>
        )}
      </Stack>
      <Typography variant="body2" sx={{ mt: 3, textAlign: 'center' }}>
        New to Tallybook? <Link href={signUpHref}>Create an account</Link>
      </Typography>
      <ForgotPassword open={resetOpen} onClose={() => setResetOpen(false)} />
    </>
  );
}
