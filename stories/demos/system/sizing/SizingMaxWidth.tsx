import { Box } from '@mui/system';

const facts = [
  { label: 'Prep', value: '20 min' },
  { label: 'Cook', value: '1 h 10 min' },
  { label: 'Serves', value: '4' },
];

/** `maxWidth: 'sm'` reads the theme's `sm` breakpoint (600px); other strings go to CSS as written. */
export default function SizingMaxWidth() {
  return (
    <Box
      component="article"
      aria-labelledby="roast-chicken-title"
      sx={{ maxWidth: 'sm', mx: 'auto', p: 2, border: 1, borderColor: 'divider', borderRadius: 2 }}
    >
      <Box component="h3" id="roast-chicken-title" sx={{ m: 0, typography: 'h6' }}>
        Lemon and thyme roast chicken
      </Box>
      <Box component="p" sx={{ maxWidth: '45ch', color: 'text.secondary' }}>
        A Sunday roast that needs one tray: the lemon steams inside the bird while the potatoes crisp in its
        juices underneath.
      </Box>
      <Box component="dl" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, m: 0 }}>
        {facts.map(({ label, value }) => (
          <Box key={label} sx={{ minWidth: 96, p: 1, borderRadius: 1, bgcolor: 'action.hover' }}>
            <Box component="dt" sx={{ typography: 'caption', color: 'text.secondary' }}>
              {label}
            </Box>
            <Box component="dd" sx={{ m: 0, fontWeight: 'medium' }}>
              {value}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
