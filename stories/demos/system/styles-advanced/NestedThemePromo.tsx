import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider } from '@mui/material/styles';

// The inner theme has its own colour schemes and its own variable prefix (--promo-…), so its
// variables never overwrite the app's, and it follows the same light/dark class on <html>.
const promoTheme = createTheme({
  cssVariables: { colorSchemeSelector: 'class', cssVarPrefix: 'promo' },
  colorSchemes: {
    light: { palette: { primary: { main: '#00695c' } } },
    dark: { palette: { primary: { main: '#80cbc4' } } },
  },
  shape: { borderRadius: 16 },
});

export default function NestedThemePromo() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 420 }}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          Lisbon, 3 nights
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
          Flight and hotel from €412 per person.
        </Typography>
        <Button variant="contained" data-testid="outer-button">
          Book trip
        </Button>
      </Paper>
      <ThemeProvider theme={promoTheme}>
        <Paper variant="outlined" sx={{ p: 2 }} data-testid="promo">
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
            Members&apos; weekend offer
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
            Porto, 2 nights with breakfast, 15% off until Sunday.
          </Typography>
          <Button variant="contained" data-testid="promo-button">
            See the offer
          </Button>
        </Paper>
      </ThemeProvider>
    </Stack>
  );
}
