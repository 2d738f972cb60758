import { useId, useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

const frequencies = [
  { value: 'daily', label: 'Every morning' },
  { value: 'weekly', label: 'Once a week' },
  { value: 'monthly', label: 'Once a month' },
];

export default function AllComponentsInputsSampler() {
  const id = useId();
  const [email, setEmail] = useState('');
  const [frequency, setFrequency] = useState('weekly');
  const [consent, setConsent] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [confirmation, setConfirmation] = useState('');

  const emailValid = /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (!emailValid || !consent) {
      setConfirmation('');
      return;
    }
    const chosen = frequencies.find((option) => option.value === frequency);
    setConfirmation(
      `Subscribed. The release digest goes to ${email} ${chosen?.label.toLowerCase()}.`,
    );
  };

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={handleSubmit}
      aria-labelledby={`${id}-title`}
      spacing={2}
      sx={{ maxWidth: 380 }}
    >
      <Typography id={`${id}-title`} variant="h6" component="h3">
        Get the release digest
      </Typography>
      <TextField
        label="Email address"
        type="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={submitted && !emailValid}
        helperText={
          submitted && !emailValid
            ? 'Enter an address like name@example.com'
            : 'We send one email per digest, never more.'
        }
      />
      <FormControl>
        <InputLabel id={`${id}-frequency`}>How often</InputLabel>
        <Select
          labelId={`${id}-frequency`}
          label="How often"
          value={frequency}
          onChange={(event) => setFrequency(event.target.value)}
        >
          {frequencies.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <FormControl error={submitted && !consent}>
        <FormControlLabel
          control={
            <Checkbox
              checked={consent}
              onChange={(event) => setConsent(event.target.checked)}
            />
          }
          label="I agree to receive product emails"
        />
        {submitted && !consent && (
          <FormHelperText>Tick the box so we may email you.</FormHelperText>
        )}
      </FormControl>
      <Button type="submit" variant="contained" sx={{ alignSelf: 'flex-start' }}>
        Subscribe
      </Button>
      <Typography role="status" variant="body2" sx={{ color: 'text.secondary' }}>
        {confirmation}
      </Typography>
    </Stack>
  );
}
