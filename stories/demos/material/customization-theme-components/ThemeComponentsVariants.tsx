import { useState } from 'react';
import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { createTheme, ThemeProvider } from '@mui/material/styles';

// Variants add styles to the root when props match: here by prop values and by a function.
const theme = createTheme({
  components: {
    MuiAlert: {
      styleOverrides: {
        root: {
          borderInlineStart: '6px solid transparent',
          variants: [
            { props: { severity: 'error' }, style: { borderInlineStartColor: '#b71c1c' } },
            { props: { severity: 'warning' }, style: { borderInlineStartColor: '#e65100' } },
            { props: { severity: 'success' }, style: { borderInlineStartColor: '#1b5e20' } },
            // A function receives the props: alerts that can be closed get room for the button.
            { props: (props) => Boolean(props.onClose), style: { paddingInlineEnd: 8 } },
          ],
        },
      },
    },
  },
});

export default function ThemeComponentsVariants() {
  const [compact, setCompact] = useState(false);
  const [open, setOpen] = useState(true);

  return (
    <ThemeProvider theme={theme}>
      <Paper variant="outlined" component={Stack} spacing={1.5} sx={{ p: 2, maxWidth: 460 }}>
        <FormControlLabel
          control={<Switch checked={compact} onChange={(event) => setCompact(event.target.checked)} slotProps={{ input: { role: 'switch' } }} />}
          label="Outlined alerts"
          sx={{ color: 'text.primary' }}
        />
        <Alert variant={compact ? 'outlined' : 'standard'} severity="error">
          The nightly backup failed: the disk is full.
        </Alert>
        <Alert variant={compact ? 'outlined' : 'standard'} severity="warning">
          Your certificate expires in 9 days.
        </Alert>
        {open && (
          <Alert variant={compact ? 'outlined' : 'standard'} severity="success" onClose={() => setOpen(false)}>
            Deployment 4812 is live.
          </Alert>
        )}
      </Paper>
    </ThemeProvider>
  );
}
