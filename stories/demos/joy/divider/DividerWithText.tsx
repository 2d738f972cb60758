import Button from '@mui/joy/Button';
import Divider from '@mui/joy/Divider';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';

export default function DividerWithText() {
  return (
    <Stack component="form" spacing={2} sx={{ maxWidth: 320 }} onSubmit={(event) => event.preventDefault()}>
      <Button variant="outlined" color="neutral">
        Continue with your company account
      </Button>
      <Divider>or</Divider>
      <FormControl>
        <FormLabel>Work email</FormLabel>
        <Input type="email" placeholder="you@example.com" />
      </FormControl>
      <Button type="submit">Send a sign-in link</Button>
    </Stack>
  );
}
