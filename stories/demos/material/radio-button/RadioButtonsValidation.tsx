import { useId, useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';

const confirmations: Record<string, string> = {
  email: 'Saved. We will write to you by email.',
  phone: 'Saved. We will call you during office hours.',
  post: 'Saved. We will send letters to your billing address.',
};

export default function RadioButtonsValidation() {
  const labelId = useId();
  const helperId = useId();
  const [value, setValue] = useState('');
  const [submitted, setSubmitted] = useState(false);

  const error = submitted && value === '';
  let helperText = 'Choose how we should contact you about your order.';
  if (error) {
    helperText = 'Select a contact method to save your preferences.';
  } else if (submitted) {
    helperText = confirmations[value];
  }

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
  };

  return (
    <form onSubmit={handleSubmit} noValidate>
      <FormControl error={error}>
        <FormLabel id={labelId}>Preferred contact method</FormLabel>
        <RadioGroup
          aria-labelledby={labelId}
          aria-describedby={helperId}
          name="contact"
          value={value}
          onChange={(_event, newValue) => {
            setValue(newValue);
            setSubmitted(false);
          }}
        >
          <FormControlLabel value="email" control={<Radio />} label="Email" />
          <FormControlLabel value="phone" control={<Radio />} label="Phone" />
          <FormControlLabel value="post" control={<Radio />} label="Post" />
        </RadioGroup>
        <FormHelperText id={helperId} aria-live="polite">
          {helperText}
        </FormHelperText>
        <Button type="submit" variant="outlined" sx={{ mt: 1, alignSelf: 'flex-start' }}>
          Save preferences
        </Button>
      </FormControl>
    </form>
  );
}
