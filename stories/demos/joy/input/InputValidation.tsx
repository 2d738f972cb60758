import { useId, useState, type FormEvent } from 'react';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** `error` on the FormControl colours label, input and hint; on the Input it also sets `aria-invalid`. */
export default function InputValidation() {
  const [email, setEmail] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const hintId = useId();
  const invalid = submitted && !emailPattern.test(email);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    setSentTo(emailPattern.test(email) ? email : null);
  };

  return (
    <Stack component="form" noValidate onSubmit={handleSubmit} spacing={1.5} sx={{ width: '100%', maxWidth: 360 }}>
      <FormControl required error={invalid}>
        <FormLabel>Send invoice INV-0187 to</FormLabel>
        <Input
          type="email"
          placeholder="billing@client.com"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={invalid}
          slotProps={{ input: { 'aria-describedby': hintId } }}
        />
        <FormHelperText id={hintId}>{invalid ? 'Enter an email address such as billing@client.com.' : 'The client receives a PDF copy.'}</FormHelperText>
      </FormControl>
      <Button type="submit" sx={{ alignSelf: 'flex-start' }}>
        Send invoice
      </Button>
      <Typography role="status" level="body-sm">
        {sentTo ? `Invoice sent to ${sentTo}.` : ''}
      </Typography>
    </Stack>
  );
}
