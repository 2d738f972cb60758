import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import TemplateBar from '../shared/TemplateBar';
import Logo from '../shared/Logo';
import SignInForm from './SignInForm';

/** Sign-in: a centred card on a quiet background, the form and the ways out (reset, sign-up). */
export default function SignIn() {
  return (
    <Box
      sx={{
        minHeight: '100dvh',
        display: 'flex',
        flexDirection: 'column',
        bgcolor: 'background.default',
      }}
    >
      <TemplateBar name="Sign-in" />
      <Box
        component="main"
        sx={(theme) => ({
          flexGrow: 1,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          p: { xs: 2, sm: 4 },
          backgroundImage: 'radial-gradient(ellipse at 50% 0%, rgba(0, 114, 229, 0.08), transparent 60%)',
          ...theme.applyStyles('dark', {
            backgroundImage: 'radial-gradient(ellipse at 50% 0%, rgba(102, 178, 255, 0.12), transparent 60%)',
          }),
        })}
      >
        <Card variant="outlined" sx={{ width: '100%', maxWidth: 440, p: { xs: 2.5, sm: 4 } }}>
          <Logo />
          <Typography variant="h1" sx={{ fontSize: '1.75rem', mt: 2, mb: 0.5 }}>
            Sign in
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 3 }}>
            Pick up where you left off with your invoices and clients.
          </Typography>
          <SignInForm signUpHref="/material-ui/getting-started/templates/sign-up" />
        </Card>
      </Box>
    </Box>
  );
}
