import { useMemo, useState } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { createTheme, responsiveFontSizes, ThemeProvider } from '@mui/material/styles';

const plain = createTheme();
const responsive = responsiveFontSizes(createTheme());

// The h3 style as a list: its base size, then one entry per media query.
function sizesOf(style: object): string[] {
  return Object.entries(style).flatMap(([key, value]: [string, unknown]) => {
    if (key === 'fontSize') return [`base: ${String(value)}`];
    if (key.startsWith('@media') && value && typeof value === 'object' && 'fontSize' in value) {
      return [`${key.replace('@media ', '')}: ${String(value.fontSize)}`];
    }
    return [];
  });
}

export default function TypographyResponsive() {
  const [enabled, setEnabled] = useState(true);
  const theme = enabled ? responsive : plain;
  const sizes = useMemo(() => sizesOf(theme.typography.h3), [theme]);

  return (
    <Stack spacing={2}>
      <FormControlLabel
        control={<Switch checked={enabled} onChange={(event) => setEnabled(event.target.checked)} slotProps={{ input: { role: 'switch' } }} />}
        label="responsiveFontSizes"
      />
      <ThemeProvider theme={theme}>
        <Typography variant="h3" component="p">
          Spring collection
        </Typography>
      </ThemeProvider>
      <Typography variant="body2" component="p">
        The h3 size of this theme:
      </Typography>
      <Stack component="ul" aria-label="h3 font sizes" sx={{ m: 0, pl: 3, fontFamily: 'monospace', fontSize: 14 }}>
        {sizes.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </Stack>
    </Stack>
  );
}
