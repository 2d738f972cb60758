import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { createTheme, getContrastRatio, ThemeProvider } from '@mui/material/styles';

const brands = [
  { name: 'Teal', main: '#0f766e' },
  { name: 'Violet', main: '#7c3aed' },
  { name: 'Amber', main: '#f59e0b' },
  { name: 'Rose', main: '#be123c' },
] as const;

type BrandName = (typeof brands)[number]['name'];
const shades = ['main', 'light', 'dark'] as const;

// Black or white, whichever reads better on the swatch (always at least 4.5:1).
const readableOn = (color: string) => (getContrastRatio(color, '#fff') >= getContrastRatio(color, '#000') ? '#fff' : '#000');

export default function PaletteFromMain() {
  const [brand, setBrand] = useState<BrandName>('Teal');
  const main = brands.find((item) => item.name === brand)!.main;
  // Only `main` is given: MUI derives light, dark and contrastText from it.
  const theme = useMemo(() => createTheme({ palette: { primary: { main } } }), [main]);
  const { primary } = theme.palette;

  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={brand}
        aria-label="Brand colour"
        onChange={(_, next: BrandName | null) => next && setBrand(next)}
      >
        {brands.map((item) => (
          <ToggleButton key={item.name} value={item.name}>
            {item.name}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(120px, 1fr))', gap: 1, m: 0 }}>
        {shades.map((shade) => (
          <Box key={shade} sx={{ p: 1.5, borderRadius: 1, bgcolor: primary[shade], color: readableOn(primary[shade]) }}>
            <Typography component="dt" variant="caption" sx={{ display: 'block' }}>
              primary.{shade}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, fontFamily: 'monospace' }}>
              {primary[shade]}
            </Typography>
          </Box>
        ))}
        <Box sx={{ p: 1.5, borderRadius: 1, border: 1, borderColor: 'divider' }}>
          <Typography component="dt" variant="caption" sx={{ display: 'block' }}>
            primary.contrastText
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, fontFamily: 'monospace' }}>
            {primary.contrastText}
          </Typography>
        </Box>
      </Box>
      <ThemeProvider theme={theme}>
        <Stack direction="row" spacing={1}>
          <Button variant="contained">Start free trial</Button>
          <Button variant="contained" sx={{ bgcolor: 'primary.dark' }}>
            Book a demo
          </Button>
        </Stack>
      </ThemeProvider>
    </Stack>
  );
}
