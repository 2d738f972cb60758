import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';

export default function AlertVariants() {
  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Alert variant="standard" severity="error">
        Standard: the card ending in 4242 was declined.
      </Alert>
      <Alert variant="outlined" severity="error">
        Outlined: the card ending in 4242 was declined.
      </Alert>
      <Alert variant="filled" severity="error">
        Filled: the card ending in 4242 was declined.
      </Alert>
    </Stack>
  );
}
