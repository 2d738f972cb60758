import { Box } from '@mui/system';

/** `typography: 'overline'` applies a whole variant of `theme.typography`: size, weight, line height, letter case. */
export default function TypographyVariants() {
  return (
    <Box component="article" aria-labelledby="gazpacho-title" sx={{ maxWidth: 420, p: 2, border: 1, borderColor: 'divider', borderRadius: 2 }}>
      <Box component="p" sx={{ typography: 'overline', color: 'text.secondary', m: 0 }}>
        Summer soups
      </Box>
      <Box component="h3" id="gazpacho-title" sx={{ typography: 'h6', m: 0 }}>
        Andalusian gazpacho
      </Box>
      <Box component="p" sx={{ typography: 'subtitle2', mt: 0.5 }}>
        No cooking · 15 min + 2 h chilling
      </Box>
      <Box component="p" sx={{ typography: 'body2' }}>
        Blend ripe tomatoes, cucumber, green pepper, garlic, stale bread, olive oil and sherry vinegar, then
        chill until very cold.
      </Box>
      <Box component="p" sx={{ typography: 'caption', color: 'text.secondary', mb: 0 }}>
        Adapted from a family recipe from Seville.
      </Box>
    </Box>
  );
}
