import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Checkbox from '@mui/joy/Checkbox';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import IconButton from '@mui/joy/IconButton';
import Input from '@mui/joy/Input';
import Link from '@mui/joy/Link';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import LockOutlined from '@mui/icons-material/LockOutlined';
import MailOutline from '@mui/icons-material/MailOutline';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What is wrong with each field, or an empty string when it is fine. */
function validate(email: string, password: string) {
  return {
    email: EMAIL.test(email) ? '' : 'Enter the address you signed up with, such as maya@lindqvist.studio.',
    password: password.length >= 8 ? '' : 'Your password has at least 8 characters.',
  };
}

type Status = 'editing' | 'sending' | 'signedIn';

/**
 * Step 5, the finished card: a button to show the password, a loading state while the request runs
 * (here a timer stands in for your server), and the signed-in message with a way back.
 */
export default function TutorialSignIn() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [showPassword, setShowPassword] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [status, setStatus] = useState<Status>('editing');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const emailHintId = useId();
  const passwordHintId = useId();
  const errors = submitted ? validate(email, password) : { email: '', password: '' };

  useEffect(() => () => clearTimeout(timer.current), []);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validate(email, password);
    if (found.email || found.password) return;
    setStatus('sending');
    timer.current = setTimeout(() => setStatus('signedIn'), 1200);
  };

  const signOut = () => {
    setPassword('');
    setSubmitted(false);
    setShowPassword(false);
    setStatus('editing');
  };

  return (
    <Card variant="outlined" sx={{ width: '100%', maxWidth: 380, mx: 'auto' }}>
      <Typography component="h3" level="h4" startDecorator={<ReceiptLong />}>
        Sign in to Tallybook
      </Typography>
      <Typography level="body-sm">Your invoices, clients and payments in one place.</Typography>
      {status === 'signedIn' ? (
        <Alert
          role="status"
          color="success"
          startDecorator={<CheckCircle />}
          endDecorator={
            <Button size="sm" variant="soft" color="success" onClick={signOut}>
              Sign out
            </Button>
          }
          sx={{ mt: 1, alignItems: 'flex-start' }}
        >
          {`Signed in as ${email}. ${remember ? 'You stay signed in on this device.' : 'You are signed out when you close the tab.'}`}
        </Alert>
      ) : (
        <Stack component="form" noValidate onSubmit={handleSubmit} spacing={1.5} sx={{ mt: 1 }}>
          <FormControl required error={Boolean(errors.email)}>
            <FormLabel>Email</FormLabel>
            <Input
              type="email"
              name="email"
              autoComplete="email"
              placeholder="maya@lindqvist.studio"
              startDecorator={<MailOutline />}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              error={Boolean(errors.email)}
              slotProps={{ input: { 'aria-describedby': emailHintId } }}
            />
            <FormHelperText id={emailHintId}>{errors.email || 'The address your invoices are sent from.'}</FormHelperText>
          </FormControl>
          <FormControl required error={Boolean(errors.password)}>
            <FormLabel>Password</FormLabel>
            <Input
              type={showPassword ? 'text' : 'password'}
              name="password"
              autoComplete="current-password"
              startDecorator={<LockOutlined />}
              endDecorator={
                <IconButton
                  aria-label={showPassword ? 'Hide password' : 'Show password'}
                  onClick={() => setShowPassword((shown) => !shown)}
                >
                  {showPassword ? <VisibilityOff /> : <Visibility />}
                </IconButton>
              }
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              error={Boolean(errors.password)}
              slotProps={{ input: { 'aria-describedby': passwordHintId } }}
            />
            <FormHelperText id={passwordHintId}>{errors.password || 'At least 8 characters.'}</FormHelperText>
          </FormControl>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
            <Checkbox
              size="sm"
              name="remember"
              label="Keep me signed in"
              checked={remember}
              onChange={(event) => setRemember(event.target.checked)}
            />
            <Link href="#forgot-password" level="body-sm">
              Forgot password?
            </Link>
          </Stack>
          <Button type="submit" fullWidth loading={status === 'sending'}>
            Sign in
          </Button>
        </Stack>
      )}
      <Typography level="body-sm" sx={{ textAlign: 'center' }}>
        New to Tallybook? <Link href="#create-account">Create an account</Link>
      </Typography>
    </Card>
  );
}
