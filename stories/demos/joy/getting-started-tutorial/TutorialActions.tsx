import type { FormEvent } from 'react';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Checkbox from '@mui/joy/Checkbox';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Link from '@mui/joy/Link';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import LockOutlined from '@mui/icons-material/LockOutlined';
import MailOutline from '@mui/icons-material/MailOutline';
import ReceiptLong from '@mui/icons-material/ReceiptLong';

/** Step 3: a real form with a submit button, a "keep me signed in" box and the two links a sign-in needs. */
export default function TutorialActions() {
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    // Keep the page where it is; step 5 sends the form.
    event.preventDefault();
  };

  return (
    <Card variant="outlined" sx={{ width: '100%', maxWidth: 380, mx: 'auto' }}>
      <Typography component="h3" level="h4" startDecorator={<ReceiptLong />}>
        Sign in to Tallybook
      </Typography>
      <Typography level="body-sm">Your invoices, clients and payments in one place.</Typography>
      <Stack component="form" noValidate onSubmit={handleSubmit} spacing={1.5} sx={{ mt: 1 }}>
        <FormControl>
          <FormLabel>Email</FormLabel>
          <Input
            type="email"
            name="email"
            autoComplete="email"
            placeholder="maya@lindqvist.studio"
            startDecorator={<MailOutline />}
          />
        </FormControl>
        <FormControl>
          <FormLabel>Password</FormLabel>
          <Input type="password" name="password" autoComplete="current-password" startDecorator={<LockOutlined />} />
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
