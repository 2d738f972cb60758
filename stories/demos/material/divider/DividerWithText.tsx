import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

export default function DividerWithText() {
  return (
    <Stack spacing={4} sx={{ maxWidth: 400 }}>
      <Stack spacing={2}>
        <Button variant="outlined">Continue with your work account</Button>
        <Divider role="presentation">or</Divider>
        <TextField label="Email address" type="email" autoComplete="email" size="small" />
        <Button variant="contained">
          Send me a sign-in link
        </Button>
      </Stack>
      <Stack spacing={1}>
        <Divider textAlign="left" role="presentation">
          <Typography variant="overline" component="span" sx={{ color: 'text.secondary' }}>
            Today
          </Typography>
        </Divider>
        <Typography variant="body2">Kenji Watanabe commented on “Spring menu”.</Typography>
        <Divider textAlign="left" role="presentation">
          <Typography variant="overline" component="span" sx={{ color: 'text.secondary' }}>
            Earlier this week
          </Typography>
        </Divider>
        <Typography variant="body2">Fatima Haddad shared “Supplier list 2025” with you.</Typography>
      </Stack>
    </Stack>
  );
}
