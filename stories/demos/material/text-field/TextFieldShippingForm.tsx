import { useState, type ChangeEvent, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

type Field = 'name' | 'email' | 'postcode';
type Values = Record<Field, string>;
type Errors = Partial<Record<Field, string>>;

function validate(values: Values): Errors {
  const errors: Errors = {};
  if (!values.name.trim()) {
    errors.name = 'Enter the name of the recipient';
  }
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email.trim())) {
    errors.email = 'Enter an address like name@company.com';
  }
  if (!/^\d{4} ?[a-z]{2}$/i.test(values.postcode.trim())) {
    errors.postcode = 'Enter a Dutch postcode like 1011 AB';
  }
  return errors;
}

export default function TextFieldShippingForm() {
  const [values, setValues] = useState<Values>({
    name: '',
    email: '',
    postcode: '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const [status, setStatus] = useState('');

  const handleChange =
    (field: Field) => (event: ChangeEvent<HTMLInputElement>) => {
      setValues((current) => ({ ...current, [field]: event.target.value }));
      setErrors((current) => ({ ...current, [field]: undefined }));
    };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const nextErrors = validate(values);
    const invalidFields = Object.keys(nextErrors) as Field[];
    setErrors(nextErrors);
    if (invalidFields.length > 0) {
      setStatus(
        invalidFields.length === 1
          ? 'Check the highlighted field.'
          : `Check the ${invalidFields.length} highlighted fields.`,
      );
      event.currentTarget
        .querySelector<HTMLInputElement>(`[name="${invalidFields[0]}"]`)
        ?.focus();
      return;
    }
    setStatus(
      `Saved. The parcel goes to ${values.name.trim()}, ${values.postcode.trim().toUpperCase()}.`,
    );
  };

  const fieldProps = (field: Field) => ({
    name: field,
    value: values[field],
    onChange: handleChange(field),
    error: Boolean(errors[field]),
    required: true,
    fullWidth: true,
  });

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={handleSubmit}
      spacing={2}
      sx={{ maxWidth: 420 }}
    >
      <TextField
        label="Full name"
        autoComplete="name"
        {...fieldProps('name')}
        helperText={errors.name}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        {...fieldProps('email')}
        helperText={errors.email ?? 'For delivery updates only'}
      />
      <TextField
        label="Postcode"
        autoComplete="postal-code"
        {...fieldProps('postcode')}
        helperText={errors.postcode}
      />
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ alignItems: 'center', flexWrap: 'wrap' }}
      >
        <Button type="submit" variant="contained">
          Save address
        </Button>
        <Typography
          role="status"
          variant="body2"
          sx={{ color: 'text.secondary' }}
        >
          {status}
        </Typography>
      </Stack>
    </Stack>
  );
}
