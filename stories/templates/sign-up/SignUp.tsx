import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import TemplateBar from '../shared/TemplateBar';
import Logo from '../shared/Logo';
import { emailError, newPasswordError, required } from '../shared/validation';

type Field = 'name' | 'email' | 'password' | 'terms';
type Errors = Partial<Record<Field, string>>;

const ROLES = ['Freelancer', 'Studio or agency', 'Accountant', 'Other'];
const PASSWORD_RULES = 'At least 8 characters, with a letter and a number.';

/** Sign-up: name, email, a password with stated rules and the terms, each checked on submit. */
export default function SignUp() {
  const [errors, setErrors] = useState<Errors>({});
  const [created, setCreated] = useState<string>();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (key: string) => String(data.get(key) ?? '');
    const next: Errors = {
      name: required(text('name'), 'full name'),
      email: emailError(text('email')),
      password: newPasswordError(text('password')),
      terms: data.get('terms') ? undefined : 'Accept the terms to create an account.',
    };
    setErrors(next);
    if (Object.values(next).every((e) => !e)) setCreated(text('name').trim());
  };

  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <TemplateBar name="Sign-up" />
      <Box component="main" sx={{ flexGrow: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', p: { xs: 2, sm: 4 } }}>
        <Card variant="outlined" sx={{ width: '100%', maxWidth: 480, p: { xs: 2.5, sm: 4 } }}>
          <Logo />
          <Typography variant="h1" sx={{ fontSize: '1.75rem', mt: 2, mb: 0.5 }}>
            Create your account
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 3 }}>
            Free for your first three clients. No card needed.
          </Typography>
          {created ? (
            <Stack spacing={2}>
              <Alert severity="success" role="status">
                Welcome to Tallybook, {created}. Your account would be ready now; this template sends nothing.
              </Alert>
              <Button variant="outlined" onClick={() => setCreated(undefined)}>
                Start over
              </Button>
            </Stack>
          ) : (
            <Box component="form" noValidate onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
              <TextField id="sign-up-name" name="name" label="Full name" autoComplete="name" required fullWidth error={Boolean(errors.name)} helperText={errors.name} />
              <TextField id="sign-up-email" name="email" type="email" label="Work email" autoComplete="email" required fullWidth error={Boolean(errors.email)} helperText={errors.email} />
              <TextField
                id="sign-up-password"
                name="password"
                type="password"
                label="Password"
                autoComplete="new-password"
                required
                fullWidth
                error={Boolean(errors.password)}
                helperText={errors.password ?? PASSWORD_RULES}
              />
              <TextField id="sign-up-role" name="role" select label="What describes you best?" defaultValue="Freelancer" fullWidth>
                {ROLES.map((role) => (
                  <MenuItem key={role} value={role}>
                    {role}
                  </MenuItem>
                ))}
              </TextField>
              <FormControl error={Boolean(errors.terms)}>
                <FormControlLabel
                  control={<Checkbox name="terms" slotProps={{ input: { 'aria-invalid': Boolean(errors.terms), 'aria-describedby': errors.terms ? 'sign-up-terms-error' : undefined } }} />}
                  label="I accept Tallybook’s terms of service and privacy policy"
                />
                {errors.terms && <FormHelperText id="sign-up-terms-error">{errors.terms}</FormHelperText>}
              </FormControl>
              <FormControlLabel control={<Checkbox name="updates" />} label="Email me product news, about once a month" />
              <Button type="submit" variant="contained" size="large" fullWidth>
                Create account
              </Button>
            </Box>
          )}
          <Typography variant="body2" sx={{ mt: 3, textAlign: 'center' }}>
            Already have an account? <Link href="/material-ui/getting-started/templates/sign-in">Sign in</Link>
          </Typography>
        </Card>
      </Box>
    </Box>
  );
}
