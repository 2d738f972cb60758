import { useState, type FormEvent } from 'react';
import Alert from '@mui/joy/Alert';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Checkbox from '@mui/joy/Checkbox';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import JoyLogo from '../shared/JoyLogo';
import JoyTemplateBar from '../shared/JoyTemplateBar';
import { emailError, passwordError } from '../../shared/validation';

interface Errors {
  email?: string;
  password?: string;
}

const FIGURES = [
  { value: '4 days', label: 'average time to get paid, down from 19' },
  { value: '2 clicks', label: 'to turn logged hours into an invoice' },
];

/**
 * Sign-in side, in Joy UI: the form on the left, a panel in the brand's solid colour on the right
 * (its text inverts with `invertedColors`); on a phone the panel is hidden and the form fills the screen.
 */
export default function JoySignInSide() {
  const [errors, setErrors] = useState<Errors>({});
  const [signedIn, setSignedIn] = useState<string>();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const email = String(data.get('email') ?? '');
    const next = { email: emailError(email), password: passwordError(String(data.get('password') ?? '')) };
    setErrors(next);
    if (!next.email && !next.password) setSignedIn(email.trim());
  };

  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column', bgcolor: 'background.body' }}>
      <JoyTemplateBar name="Sign-in side" />
      <Box component="main" sx={{ flexGrow: 1, display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Stack spacing={3} sx={{ width: '100%', maxWidth: 420, mx: 'auto', px: { xs: 2, sm: 4 }, py: { xs: 4, md: 8 } }}>
          <JoyLogo />
          <div>
            <Typography level="h1" sx={{ fontSize: 'xl3' }}>
              Sign in
            </Typography>
            <Typography level="body-md">Pick up where you left off with your clients.</Typography>
          </div>
          {signedIn ? (
            <Stack spacing={2}>
              <Alert color="success" variant="soft" role="status">
                Signed in as {signedIn}. This template stops here and sends nothing.
              </Alert>
              <Button variant="outlined" color="neutral" onClick={() => setSignedIn(undefined)}>
                Sign out
              </Button>
            </Stack>
          ) : (
            <Stack component="form" noValidate onSubmit={submit} spacing={2}>
              <FormControl error={Boolean(errors.email)} required>
                <FormLabel>Email</FormLabel>
                <Input name="email" type="email" autoComplete="email" placeholder="ada@studio.com" startDecorator={<EmailOutlined />} error={Boolean(errors.email)} />
                {errors.email && <FormHelperText>{errors.email}</FormHelperText>}
              </FormControl>
              <FormControl error={Boolean(errors.password)} required>
                <FormLabel>Password</FormLabel>
                <Input name="password" type="password" autoComplete="current-password" startDecorator={<LockOutlined />} error={Boolean(errors.password)} />
                {errors.password && <FormHelperText>{errors.password}</FormHelperText>}
              </FormControl>
              <Checkbox name="remember" label="Keep me signed in on this device" size="sm" />
              <Button type="submit" size="lg" fullWidth>
                Sign in
              </Button>
            </Stack>
          )}
        </Stack>
        <Sheet
          variant="solid"
          color="primary"
          invertedColors
          sx={{ display: { xs: 'none', md: 'flex' }, flexDirection: 'column', justifyContent: 'center', gap: 4, p: 8, background: 'linear-gradient(150deg, var(--joy-palette-primary-700), var(--joy-palette-primary-500) 60%, var(--joy-palette-success-600))' }}
        >
          <Typography level="h2" component="p" sx={{ maxWidth: 420 }}>
            Invoices that go out on time, and payments that come back sooner.
          </Typography>
          <Stack direction="row" spacing={4}>
            {FIGURES.map((figure) => (
              <div key={figure.value}>
                <Typography level="h3" component="p">
                  {figure.value}
                </Typography>
                <Typography level="body-sm">{figure.label}</Typography>
              </div>
            ))}
          </Stack>
          <Typography level="body-xs">Figures from Tallybook, the made-up invoicing app these templates are dressed as.</Typography>
        </Sheet>
      </Box>
    </Box>
  );
}
