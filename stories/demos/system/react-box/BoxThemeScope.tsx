import { Box, createBox, createTheme, ThemeProvider } from '@mui/system';

/** A small theme of its own: a ticket look that does not follow the app's palette or spacing. */
const ticketTheme = createTheme({
  palette: {
    primary: { main: '#1b4d3e', contrastText: '#ffffff' },
    text: { secondary: '#d4e8df' },
  },
  spacing: 4,
  shape: { borderRadius: 12 },
});

/** A Box that reads the theme stored under "ticket" and leaves every other component alone. */
const TicketBox = createBox({ themeId: 'ticket', defaultTheme: ticketTheme });

export default function BoxThemeScope() {
  const styles = { p: 4, borderRadius: 1, bgcolor: 'primary.main', color: 'primary.contrastText' } as const;
  return (
    <ThemeProvider themeId="ticket" theme={ticketTheme}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', typography: 'body2' }}>
        <TicketBox sx={styles} data-theme-source="ticket">
          <Box component="strong" sx={{ display: 'block', typography: 'subtitle1', fontWeight: 700 }}>
            Ferry to Hvar
          </Box>
          <TicketBox component="span" sx={{ color: 'text.secondary' }}>
            Split 09:30 · Deck seat
          </TicketBox>
        </TicketBox>
        <Box sx={styles} data-theme-source="app">
          <Box component="strong" sx={{ display: 'block', typography: 'subtitle1', fontWeight: 700 }}>
            Same sx, app theme
          </Box>
          <Box component="span">The plain Box still reads the app&apos;s theme.</Box>
        </Box>
      </Box>
    </ThemeProvider>
  );
}
