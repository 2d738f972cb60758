import Box from '@mui/system/Box';
import { ThemeProvider, unstable_defaultSxConfig as defaultSxConfig, type Theme } from '@mui/system';

// The brand's own elevation scale, read by `boxShadow` instead of `theme.shadows`.
const elevations = [
  'none',
  '0 1px 3px rgba(16, 24, 40, 0.24)',
  '0 4px 12px rgba(16, 24, 40, 0.28)',
  '0 12px 28px rgba(16, 24, 40, 0.32)',
];

const withBrandElevations = (outer: Theme): Theme & { elevations: string[] } => ({
  ...outer,
  elevations,
  unstable_sxConfig: {
    ...(outer.unstable_sxConfig ?? defaultSxConfig),
    boxShadow: { themeKey: 'elevations' },
  },
});

const cards = [
  { level: 1, title: 'Saved search', text: 'Barcelona, 12 to 15 May' },
  { level: 2, title: 'Price alert', text: 'Fares to Oslo dropped by €38' },
  { level: 3, title: 'Next trip', text: 'Check-in opens in 2 days' },
];

export default function SxChangedThemeKey() {
  return (
    <ThemeProvider theme={withBrandElevations}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, p: 1 }}>
        {cards.map((card) => (
          <Box
            key={card.level}
            data-testid={`elevation-${card.level}`}
            sx={{ p: 2, borderRadius: 1, bgcolor: 'background.paper', boxShadow: card.level, flex: '1 1 140px' }}
          >
            <Box sx={{ fontWeight: 600 }}>{card.title}</Box>
            <Box sx={{ typography: 'body2', color: 'text.secondary' }}>{card.text}</Box>
            <Box component="code" sx={{ typography: 'caption', color: 'text.secondary' }}>
              boxShadow: {card.level}
            </Box>
          </Box>
        ))}
      </Box>
    </ThemeProvider>
  );
}
