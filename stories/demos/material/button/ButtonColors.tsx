import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

export default function ButtonColors() {
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="contained" color="primary">
          Publish
        </Button>
        <Button variant="contained" color="secondary">
          Invite team
        </Button>
        <Button variant="contained" color="success">
          Approve
        </Button>
        <Button variant="contained" color="error">
          Delete project
        </Button>
      </Stack>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="outlined" color="info">
          View changelog
        </Button>
        <Button variant="outlined" color="warning">
          Revoke access
        </Button>
        <Button variant="outlined" color="inherit">
          Skip for now
        </Button>
      </Stack>
    </Stack>
  );
}
