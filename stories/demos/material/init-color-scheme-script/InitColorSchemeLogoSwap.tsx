import { useState } from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider, useColorScheme } from '@mui/material/styles';
import logoDark from './images/bakery-logo-dark.svg';
import logoLight from './images/bakery-logo-light.svg';

const previewTheme = createTheme({
  cssVariables: {
    cssVarPrefix: 'bakery',
    colorSchemeSelector: 'data-bakery-scheme',
    rootSelector: '[data-bakery-root]',
  },
  colorSchemes: { light: true, dark: true },
});

function BakeryHeader() {
  const { mode, setMode } = useColorScheme();

  return (
    <Stack spacing={2}>
      <FormControlLabel
        label="Dark preview"
        control={
          <Switch
            checked={mode === 'dark'}
            disabled={!mode}
            onChange={(event) => setMode(event.target.checked ? 'dark' : 'light')}
          />
        }
      />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        {/* Both logos are in the markup; CSS shows the one that fits the active scheme. */}
        <Box
          component="img"
          src={logoLight}
          alt="Northside Bakery"
          sx={(theme) => ({ width: 48, height: 48, ...theme.applyStyles('dark', { display: 'none' }) })}
        />
        <Box
          component="img"
          src={logoDark}
          alt="Northside Bakery"
          sx={(theme) => ({ width: 48, height: 48, display: 'none', ...theme.applyStyles('dark', { display: 'block' }) })}
        />
        <div>
          <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
            Fresh bread from 7 am
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Order by 8 pm for next-morning pickup
          </Typography>
        </div>
      </Stack>
    </Stack>
  );
}

export default function InitColorSchemeLogoSwap() {
  const [previewNode, setPreviewNode] = useState<HTMLDivElement | null>(null);

  // Props of ThemeProvider that only apply to CSS-variables themes.
  const scopedProviderProps = { colorSchemeNode: previewNode, disableNestedContext: true };

  return (
    <ThemeProvider
      theme={previewTheme}
      defaultMode="light"
      storageManager={null}
      {...scopedProviderProps}
    >
      <Box
        ref={setPreviewNode}
        data-bakery-root=""
        sx={{ p: 2, borderRadius: 1, border: 1, borderColor: 'divider', bgcolor: 'background.default', color: 'text.primary' }}
      >
        <BakeryHeader />
      </Box>
    </ThemeProvider>
  );
}
