import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { CssVarsProvider, extendTheme, THEME_ID } from '@mui/joy/styles';

// Style overrides can depend on the props of each button: `ownerState` holds them.
const clinicTheme = extendTheme({
  cssVarPrefix: 'clinic',
  colorSchemeSelector: 'class',
  components: {
    JoyButton: {
      styleOverrides: {
        root: ({ ownerState, theme }) => ({
          ...(ownerState.color === 'danger' && {
            textTransform: 'uppercase',
            letterSpacing: '0.04em',
            fontWeight: theme.vars.fontWeight.xl,
          }),
          ...(ownerState.size === 'lg' && {
            minWidth: 200,
          }),
        }),
      },
    },
  },
});

export default function OwnerStateOverrides() {
  return (
    <CssVarsProvider theme={{ [THEME_ID]: clinicTheme }}>
      <Stack spacing={1.5}>
        <Typography level="title-md" component="h3">
          Appointment with Dr. Okafor, Thursday 10:30
        </Typography>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <Button size="lg">Confirm</Button>
          <Button variant="outlined" color="neutral">
            Reschedule
          </Button>
          <Button variant="soft" color="danger">
            Cancel visit
          </Button>
        </Stack>
      </Stack>
    </CssVarsProvider>
  );
}
