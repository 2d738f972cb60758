import Box from '@mui/system/Box';

// Named layers of the theme's zIndex, listed lowest first; the sx value is the name, the theme gives the number.
const layers = [
  { name: 'appBar', what: 'Trip planner header' },
  { name: 'drawer', what: 'Filters panel' },
  { name: 'modal', what: 'Booking dialog' },
  { name: 'snackbar', what: 'Booking saved' },
] as const;

export default function PositionsZIndex() {
  return (
    <Box sx={{ position: 'relative', height: 230, maxWidth: 360 }}>
      {/* Written top layer first: without z-index, the last element in the markup would be drawn on top. */}
      {[...layers].reverse().map(({ name, what }, index, all) => {
        const step = all.length - 1 - index;
        return (
          <Box
            key={name}
            data-layer={name}
            sx={{
              position: 'absolute',
              top: step * 52,
              left: step * 24,
              width: 240,
              p: 1.5,
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              bgcolor: 'background.paper',
              boxShadow: 2,
              zIndex: name,
            }}
          >
            <Box component="p" sx={{ m: 0, typography: 'body2' }}>
              {what}
            </Box>
            <Box component="p" sx={{ m: 0, typography: 'caption', color: 'text.secondary', fontFamily: 'monospace' }}>
              zIndex: &apos;{name}&apos;
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
