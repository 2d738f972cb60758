import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Stack from '@mui/material/Stack';

export default function AlertTitles() {
  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Alert severity="error">
        <AlertTitle>Two fields need your attention</AlertTitle>
        <ul style={{ margin: 0, paddingInlineStart: 20 }}>
          <li>Enter a postcode for the delivery address.</li>
          <li>Choose a delivery date after 3 June.</li>
        </ul>
      </Alert>
      <Alert severity="info">
        <AlertTitle>New sign-in from Firefox on Windows</AlertTitle>
        We noticed a sign-in to your account from Lisbon, Portugal. If this was
        you, there is nothing to do.
      </Alert>
    </Stack>
  );
}
