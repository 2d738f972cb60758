import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { CssVarsProvider, extendTheme, THEME_ID } from '@mui/joy/styles';

// Every Button and Chip under this theme is a pill: no prop or sx needed at the call site.
const ledgerTheme = extendTheme({
  cssVarPrefix: 'ledger',
  colorSchemeSelector: 'class',
  components: {
    JoyButton: {
      styleOverrides: {
        root: ({ theme }) => ({
          borderRadius: '999px',
          fontWeight: theme.vars.fontWeight.lg,
        }),
      },
    },
    JoyChip: {
      styleOverrides: {
        root: { borderRadius: '999px', textTransform: 'uppercase', letterSpacing: '0.04em' },
      },
    },
  },
});

export default function ThemeOverrides() {
  return (
    <CssVarsProvider theme={{ [THEME_ID]: ledgerTheme }}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography level="title-md" component="h3">
            INV-2039 · Northwind Travel
          </Typography>
          <Chip color="success" variant="soft">
            Paid
          </Chip>
        </Stack>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button>Download PDF</Button>
          <Button variant="outlined" color="neutral">
            Duplicate
          </Button>
        </Stack>
      </Stack>
    </CssVarsProvider>
  );
}
