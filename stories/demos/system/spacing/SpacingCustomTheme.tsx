import { Box } from '@mui/system';
import { createTheme, ThemeProvider } from '@mui/material/styles';

/** A theme whose spacing unit is a quarter of the root font size: `p: 4` is `1rem`, `ml: -1` is `-0.25rem`. */
const remTheme = createTheme({ spacing: (factor: number) => `${0.25 * factor}rem` });

const chips = ['Vegetarian', 'Gluten free', 'Under 30 min'];

export default function SpacingCustomTheme() {
  return (
    <ThemeProvider theme={remTheme}>
      <Box component="section" aria-label="Recipe filters" sx={{ p: 4, border: 1, borderRadius: 2, maxWidth: 420 }}>
        <Box component="p" sx={{ mt: 0, mb: 2, fontWeight: 'bold' }}>
          Filters
        </Box>
        <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, listStyle: 'none', m: 0, p: 0 }}>
          {chips.map((chip) => (
            <Box component="li" key={chip} sx={{ px: 3, py: 1, border: 1, borderRadius: 4 }}>
              {chip}
            </Box>
          ))}
        </Box>
      </Box>
    </ThemeProvider>
  );
}
