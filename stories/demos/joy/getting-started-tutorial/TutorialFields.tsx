import Card from '@mui/joy/Card';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import LockOutlined from '@mui/icons-material/LockOutlined';
import MailOutline from '@mui/icons-material/MailOutline';
import ReceiptLong from '@mui/icons-material/ReceiptLong';

/** Step 2: two labelled fields. FormControl gives each Input an id and points its FormLabel at it. */
export default function TutorialFields() {
  return (
    <Card variant="outlined" sx={{ width: '100%', maxWidth: 380, mx: 'auto' }}>
      <Typography component="h3" level="h4" startDecorator={<ReceiptLong />}>
        Sign in to Tallybook
      </Typography>
      <Typography level="body-sm">Your invoices, clients and payments in one place.</Typography>
      <Stack spacing={1.5} sx={{ mt: 1 }}>
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
      </Stack>
    </Card>
  );
}
