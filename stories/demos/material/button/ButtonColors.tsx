import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

export default function ButtonColors() {
  return (
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
      <Button variant="outlined" color="error">
        Delete project
      </Button>
      <Button variant="outlined" color="inherit">
        Skip for now
      </Button>
    </Stack>
  );
}
