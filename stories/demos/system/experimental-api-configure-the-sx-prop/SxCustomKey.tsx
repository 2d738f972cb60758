import Box from '@mui/system/Box';
import { ThemeProvider, unstable_defaultSxConfig as defaultSxConfig, type Theme } from '@mui/system';

// A new sx key: `accent` reads a palette path and writes it to border-inline-start-color.
const withAccentKey = (outer: Theme): Theme => ({
  ...outer,
  unstable_sxConfig: {
    ...(outer.unstable_sxConfig ?? defaultSxConfig),
    accent: { themeKey: 'palette', cssProperty: 'borderInlineStartColor' },
  },
});

const updates = [
  { flight: 'TP 1353 to Lisbon', note: 'Gate changed to B12', accent: 'warning.main' },
  { flight: 'IB 3101 to Madrid', note: 'Boarding now at A4', accent: 'success.main' },
  { flight: 'LH 2281 to Munich', note: 'Delayed by 45 minutes', accent: 'error.main' },
];

export default function SxCustomKey() {
  return (
    <ThemeProvider theme={withAccentKey}>
      <Box component="ul" aria-label="Flight updates" sx={{ listStyle: 'none', m: 0, p: 0, maxWidth: 400 }}>
        {updates.map((update) => (
          <Box
            component="li"
            key={update.flight}
            data-testid={update.flight}
            sx={{
              mb: 1,
              px: 2,
              py: 1,
              bgcolor: 'background.paper',
              border: 1,
              borderColor: 'divider',
              borderInlineStartWidth: 6,
              accent: update.accent,
            }}
          >
            <Box sx={{ fontWeight: 600 }}>{update.flight}</Box>
            <Box sx={{ typography: 'body2', color: 'text.secondary' }}>{update.note}</Box>
          </Box>
        ))}
      </Box>
    </ThemeProvider>
  );
}
