import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';

export default function AlertSeverities() {
  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Alert severity="success">Your payment of €42.00 was received.</Alert>
      <Alert severity="info">
        Maintenance is planned for Sunday from 02:00 to 04:00 UTC.
      </Alert>
      <Alert severity="warning">
        Your storage is 90% full. Delete old backups to free up space.
      </Alert>
      <Alert severity="error">
        The invoice couldn’t be sent to billing@northwind.example.
      </Alert>
    </Stack>
  );
}
