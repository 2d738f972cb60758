import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { emailError } from '../shared/validation';

/** The opening of the page: the promise, and an email field that starts a trial (checked, never sent). */
export default function Hero() {
  const [error, setError] = useState<string>();
  const [started, setStarted] = useState<string>();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '');
    const problem = emailError(email);
    setError(problem);
    if (!problem) setStarted(email.trim());
  };
  return (
    <Box sx={{ textAlign: 'center', py: { xs: 6, sm: 10 }, maxWidth: 720, mx: 'auto' }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '2.25rem', sm: '3.5rem' }, lineHeight: 1.1, mb: 2 }}>
        Invoices that{' '}
        <Box component="span" sx={{ color: 'primary.main' }}>
          get paid
        </Box>
      </Typography>
      <Typography sx={{ color: 'text.secondary', fontSize: '1.15rem', mb: 4 }}>
        Tallybook writes, sends and follows up on your invoices, so freelancers and small studios spend their time on client work instead.
      </Typography>
      {started ? (
        <Alert severity="success" role="status" sx={{ textAlign: 'left' }}>
          Your 30-day trial would start now, with a welcome email to {started}. This template sends nothing.
        </Alert>
      ) : (
        <Stack component="form" noValidate onSubmit={submit} direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: 'flex-start', justifyContent: 'center' }}>
          <TextField id="hero-email" name="email" type="email" size="small" label="Your email" autoComplete="email" error={Boolean(error)} helperText={error} sx={{ width: { xs: '100%', sm: 300 } }} />
          <Button type="submit" variant="contained" sx={{ width: { xs: '100%', sm: 'auto' }, py: 1 }}>
            Start free trial
          </Button>
        </Stack>
      )}
      <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 2 }}>
        30 days free, then from $18 a month. Cancel at any time.
      </Typography>
    </Box>
  );
}
