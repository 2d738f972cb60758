import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import CloudDoneIcon from '@mui/icons-material/CloudDone';
import ScheduleIcon from '@mui/icons-material/Schedule';

export default function AlertIcons() {
  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Alert icon={<CloudDoneIcon fontSize="inherit" />} severity="success">
        All 128 photos are backed up.
      </Alert>
      <Alert
        severity="info"
        iconMapping={{ info: <ScheduleIcon fontSize="inherit" /> }}
      >
        Your report will be ready in about ten minutes.
      </Alert>
      <Alert icon={false} severity="success">
        Shipping is free for orders over €50.
      </Alert>
    </Stack>
  );
}
