import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export default function TextFieldSizes() {
  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <TextField label="Batch number" size="small" defaultValue="B-2291" />
        <TextField
          label="Quantity"
          size="small"
          variant="filled"
          defaultValue="12"
        />
      </Stack>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <TextField label="Aisle" defaultValue="C4" />
        <TextField label="Pallets" variant="filled" defaultValue="3" />
      </Stack>
      <TextField label="Warehouse notes" fullWidth />
    </Stack>
  );
}
