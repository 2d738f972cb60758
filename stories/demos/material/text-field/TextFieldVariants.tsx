import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export default function TextFieldVariants() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <TextField
        label="Full name"
        variant="outlined"
        defaultValue="Amara Okafor"
      />
      <TextField
        label="Company"
        variant="filled"
        defaultValue="Northwind Traders"
      />
      <TextField
        label="Job title"
        variant="standard"
        defaultValue="Logistics lead"
      />
    </Stack>
  );
}
