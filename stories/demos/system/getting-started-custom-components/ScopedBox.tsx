import { createBox, createTheme, ThemeProvider } from '@mui/system';
import Box from '@mui/system/Box';

/** A theme of its own for one part of an app (a partner's booking widget), under its own theme id. */
const PARTNER_THEME_ID = 'partnerTheme';
const partnerTheme = createTheme({
  palette: { primary: { main: '#00695c', contrastText: '#ffffff' } },
  spacing: 6,
  shape: { borderRadius: 0 },
});

/** A Box that reads only the partner theme: the app's own theme stays for everything else. */
const PartnerBox = createBox({ themeId: PARTNER_THEME_ID, defaultTheme: partnerTheme, defaultClassName: 'PartnerBox-root' });

const sx = { p: 2, bgcolor: 'primary.main', color: 'primary.contrastText', borderRadius: 1 } as const;

export default function ScopedBox() {
  return (
    <ThemeProvider theme={{ [PARTNER_THEME_ID]: partnerTheme }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <Box data-testid="site-box" sx={sx}>
          Your booking: the site theme
        </Box>
        <PartnerBox data-testid="partner-box" sx={sx}>
          Partner offer: the partner theme
        </PartnerBox>
      </Box>
    </ThemeProvider>
  );
}
