import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function StackResponsiveDirection() {
  return (
    <Paper variant="outlined" sx={{ p: 2, maxWidth: 600 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={{ xs: 1.5, sm: 2 }}
        sx={{ alignItems: { sm: 'center' } }}
      >
        <Typography variant="body2" sx={{ flexGrow: 1 }}>
          Your trial ends in 5 days. Choose a plan to keep your projects.
        </Typography>
        <Button variant="outlined" sx={{ flexShrink: 0 }}>
          Compare plans
        </Button>
        <Button variant="contained" sx={{ flexShrink: 0 }}>
          Upgrade
        </Button>
      </Stack>
    </Paper>
  );
}
