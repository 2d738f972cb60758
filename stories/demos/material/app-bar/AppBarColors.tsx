import AppBar, { type AppBarProps } from '@mui/material/AppBar';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';

const bars: { label: string; props: AppBarProps }[] = [
  { label: 'color="primary"', props: { color: 'primary' } },
  {
    label: 'color="primary" enableColorOnDark',
    props: { color: 'primary', enableColorOnDark: true },
  },
  { label: 'color="secondary"', props: { color: 'secondary' } },
  { label: 'color="default"', props: { color: 'default' } },
  {
    label: 'color="transparent"',
    props: {
      color: 'transparent',
      elevation: 0,
      sx: { border: 1, borderColor: 'divider' },
    },
  },
];

export default function AppBarColors() {
  return (
    <Stack spacing={2}>
      {bars.map((bar) => (
        <AppBar key={bar.label} position="static" {...bar.props}>
          <Toolbar variant="dense">
            <Typography component="div" sx={{ fontFamily: 'monospace' }}>
              {bar.label}
            </Typography>
          </Toolbar>
        </AppBar>
      ))}
    </Stack>
  );
}
