import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider } from '@mui/material/styles';

// cssVariables turns every token into a CSS variable; the prefix and root keep them in this box.
const theme = createTheme({
  cssVariables: { cssVarPrefix: 'shop', rootSelector: '[data-shop-root]' },
  palette: { primary: { main: '#2e7d32' } },
  shape: { borderRadius: 10 },
});

export default function ThemingCssVariables() {
  const [inspected, setInspected] = useState<string | null>(null);
  const [root, setRoot] = useState<HTMLDivElement | null>(null);

  const inspect = () => {
    if (!root) return;
    const value = getComputedStyle(root).getPropertyValue('--shop-palette-primary-main').trim();
    setInspected(value);
  };

  // Only CSS-variables themes accept these props: a provider of its own, the scheme on this box.
  const scoped = { colorSchemeNode: root, disableNestedContext: true };

  return (
    <ThemeProvider theme={theme} {...scoped}>
      <Box ref={setRoot} data-shop-root="" sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <Box
            sx={(t) => ({
              px: 1.5,
              py: 1,
              // A theme.vars value is a var() reference, so it follows the variable wherever it is set.
              border: `2px solid ${(t.vars ?? t).palette.primary.main}`,
              borderRadius: (t.vars ?? t).shape.borderRadius,
            })}
          >
            <Typography variant="body2" component="p">
              Border: <code>{theme.vars?.palette.primary.main}</code>
            </Typography>
          </Box>
          <Button variant="contained" onClick={inspect}>
            Read --shop-palette-primary-main
          </Button>
          <Typography variant="body2" role="status">
            {inspected ? `The browser resolves it to ${inspected}.` : 'Press the button to read the variable from the page.'}
          </Typography>
        </Stack>
      </Box>
    </ThemeProvider>
  );
}
