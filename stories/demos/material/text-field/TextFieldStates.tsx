import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export default function TextFieldStates() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <TextField label="Project name" required />
      <TextField
        label="Workspace URL"
        defaultValue="northwind.example.com"
        slotProps={{ input: { readOnly: true } }}
        helperText="Contact support to change it"
      />
      <TextField label="Billing plan" defaultValue="Team" disabled />
    </Stack>
  );
}
