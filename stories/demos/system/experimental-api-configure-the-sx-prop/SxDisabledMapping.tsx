import Box from '@mui/system/Box';
import { ThemeProvider, unstable_defaultSxConfig as defaultSxConfig, type Theme } from '@mui/system';

// Without its entry, `borderRadius` is plain CSS again: a number is pixels, not a multiple of the theme's radius.
const withoutRadiusMapping = (outer: Theme): Theme => ({
  ...outer,
  unstable_sxConfig: Object.fromEntries(
    Object.entries(outer.unstable_sxConfig ?? defaultSxConfig).filter(([key]) => key !== 'borderRadius'),
  ),
});

function Ticket({ label, testId }: { label: string; testId: string }) {
  return (
    <Box
      data-testid={testId}
      sx={{ p: 2, borderRadius: 3, border: 1, borderColor: 'divider', bgcolor: 'background.paper', flex: '1 1 160px' }}
    >
      <Box sx={{ fontWeight: 600 }}>Museum pass</Box>
      <Box sx={{ typography: 'body2', color: 'text.secondary' }}>{label}</Box>
    </Box>
  );
}

export default function SxDisabledMapping() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, maxWidth: 480 }}>
      <Ticket testId="mapped" label="borderRadius: 3 → 3 × theme.shape.borderRadius" />
      <ThemeProvider theme={withoutRadiusMapping}>
        <Ticket testId="plain" label="borderRadius: 3 → 3px" />
      </ThemeProvider>
    </Box>
  );
}
