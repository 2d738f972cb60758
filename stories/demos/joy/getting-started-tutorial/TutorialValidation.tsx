import { useId, useState, type FormEvent } from 'react';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Checkbox from '@mui/joy/Checkbox';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Link from '@mui/joy/Link';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import LockOutlined from '@mui/icons-material/LockOutlined';
import MailOutline from '@mui/icons-material/MailOutline';
import ReceiptLong from '@mui/icons-material/ReceiptLong';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What is wrong with each field, or an empty string when it is fine. */
function validate(email: string, password: string) {
  return {
    email: EMAIL.test(email) ? '' : 'Enter the address you signed up with, such as maya@lindqvist.studio.',
    password: password.length >= 8 ? '' : 'Your password has at least 8 characters.',
  };
}

/**
 * Step 4: check the fields when the form is sent. `error` goes on the FormControl (label and hint turn
 * red) and on the Input (which then sets `aria-invalid`); each hint is tied to its input by id.
 */
export default function TutorialValidation() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const emailHintId = useId();
  const passwordHintId = useId();
  // After the first try, the messages follow what the reader types.
  const errors = submitted ? validate(email, password) : { email: '', password: '' };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
  };

  return (
    <Card variant="outlined" sx={{ width: '100%', maxWidth: 380, mx: 'auto' }}>
      <Typography component="h3" level="h4" startDecorator={<ReceiptLong />}>
        Sign in to Tallybook
      </Typography>
      <Typography level="body-sm">Your invoices, clients and payments in one place.</Typography>
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
            type="password"
            name="password"
            autoComplete="current-password"
            startDecorator={<LockOutlined />}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={Boolean(errors.password)}
            slotProps={{ input: { 'aria-describedby': passwordHintId } }}
          />
          <FormHelperText id={passwordHintId}>{errors.password || 'At least 8 characters.'}</FormHelperText>
        </FormControl>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
          <Checkbox size="sm" name="remember" label="Keep me signed in" />
          <Link href="#forgot-password" level="body-sm">
            Forgot password?
          </Link>
        </Stack>
        <Button type="submit" fullWidth>
          Sign in
        </Button>
      </Stack>
      <Typography level="body-sm" sx={{ textAlign: 'center' }}>
        New to Tallybook? <Link href="#create-account">Create an account</Link>
      </Typography>
    </Card>
  );
}
