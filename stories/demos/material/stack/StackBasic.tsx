import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export default function StackBasic() {
  return (
    <Stack
      component="form"
      spacing={2}
      aria-label="Contact details"
      onSubmit={(event) => event.preventDefault()}
      sx={{ maxWidth: 360 }}
    >
      <TextField label="Full name" autoComplete="name" defaultValue="Maya Lindqvist" />
      <TextField label="Email" type="email" autoComplete="email" defaultValue="maya@example.com" />
      <TextField label="Phone (optional)" type="tel" autoComplete="tel" />
      <Button type="submit" variant="contained" sx={{ alignSelf: 'flex-start' }}>
        Save contact
      </Button>
    </Stack>
  );
}
