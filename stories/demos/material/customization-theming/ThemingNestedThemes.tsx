import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider, type Theme } from '@mui/material/styles';

const appTheme = createTheme({ palette: { primary: { main: '#1565c0' } } });

// The inner theme starts from the outer one and only swaps the primary colour.
const dangerTheme = (outer: Theme) => createTheme(outer, { palette: { primary: { main: '#c62828' } } });

export default function ThemingNestedThemes() {
  return (
    <ThemeProvider theme={appTheme}>
      <Stack spacing={2} sx={{ maxWidth: 460 }}>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="subtitle1" component="h3">
            Repository settings
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            Rename the repository or change who can see it.
          </Typography>
          <Button variant="contained">Save settings</Button>
        </Paper>
        <ThemeProvider theme={dangerTheme}>
          <Paper variant="outlined" sx={{ p: 2, borderColor: 'primary.main' }}>
            <Typography variant="subtitle1" component="h3">
              Danger zone
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
              Archiving makes the repository read-only for everyone.
            </Typography>
            <Button variant="contained">Archive repository</Button>
          </Paper>
        </ThemeProvider>
      </Stack>
    </ThemeProvider>
  );
}
