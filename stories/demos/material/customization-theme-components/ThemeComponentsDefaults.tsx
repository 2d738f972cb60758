import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider } from '@mui/material/styles';

// Every Button and TextField below gets these defaults; a prop on the element still wins.
const theme = createTheme({
  components: {
    MuiButton: {
      defaultProps: { variant: 'contained', disableElevation: true },
      styleOverrides: {
        root: ({ ownerState }) => ({
          borderRadius: 20,
          // Style depending on props: outlined buttons get a thicker border.
          ...(ownerState.variant === 'outlined' && { borderWidth: 2, '&:hover': { borderWidth: 2 } }),
        }),
      },
    },
    MuiTextField: {
      defaultProps: { size: 'small', fullWidth: true },
    },
  },
});

export default function ThemeComponentsDefaults() {
  return (
    <ThemeProvider theme={theme}>
      <Paper variant="outlined" sx={{ p: 2, maxWidth: 400, bgcolor: 'background.paper', color: 'text.primary' }}>
        <Stack component="form" spacing={2} onSubmit={(event) => event.preventDefault()}>
          <Typography variant="subtitle1" component="h3">
            Invite a teammate
          </Typography>
          <TextField label="Name" autoComplete="off" />
          <TextField label="Work email" type="email" autoComplete="off" />
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button variant="outlined" type="reset">
              Clear
            </Button>
            <Button type="submit">Send invite</Button>
          </Stack>
        </Stack>
      </Paper>
    </ThemeProvider>
  );
}
