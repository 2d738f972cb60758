import Box from '@mui/system/Box';

export default function DisplayResponsive() {
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
      <Box component="section" aria-label="Day 2 itinerary" sx={{ flex: 1, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Box component="p" sx={{ m: 0, typography: 'subtitle1' }}>
          Day 2 · Sintra
        </Box>
        <Box component="p" sx={{ m: 0, typography: 'body2', color: 'text.secondary' }}>
          09:10 train from Rossio · Pena Palace at 10:30 · lunch in the old town
        </Box>
        {/* Only on narrow screens: the wide layout has the aside instead. */}
        <Box component="p" data-testid="compact-note" sx={{ display: { xs: 'block', md: 'none' }, mb: 0, typography: 'body2' }}>
          Packing note: comfortable shoes, the palace path is steep.
        </Box>
      </Box>
      {/* Hidden below md, a block from md up. */}
      <Box
        component="aside"
        aria-label="Packing notes"
        sx={{ display: { xs: 'none', md: 'block' }, width: 220, p: 2, bgcolor: 'action.hover', borderRadius: 1, typography: 'body2' }}
      >
        <Box component="p" sx={{ m: 0, fontWeight: 'fontWeightBold' }}>
          Packing notes
        </Box>
        <Box component="p" sx={{ mb: 0 }}>
          Comfortable shoes: the palace path is steep. A light jacket for the hills.
        </Box>
      </Box>
    </Box>
  );
}
