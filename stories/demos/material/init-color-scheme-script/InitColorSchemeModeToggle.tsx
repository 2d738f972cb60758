import { useState } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider, useColorScheme } from '@mui/material/styles';

// A theme scoped to the preview element, so the demo leaves the rest of the page alone.
const previewTheme = createTheme({
  cssVariables: {
    cssVarPrefix: 'preview',
    colorSchemeSelector: 'data-preview-scheme',
    rootSelector: '[data-preview-root]',
  },
  colorSchemes: { light: true, dark: true },
});

type Mode = 'system' | 'light' | 'dark';

function ModeSwitcher() {
  const { mode, systemMode, colorScheme, setMode } = useColorScheme();

  // `mode` is undefined until the component has mounted on the client.
  if (!mode) {
    return <Box sx={{ height: 88 }} />;
  }

  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={mode}
        aria-label="Colour mode"
        onChange={(_, next: Mode | null) => next && setMode(next)}
      >
        <ToggleButton value="system">System</ToggleButton>
        <ToggleButton value="light">Light</ToggleButton>
        <ToggleButton value="dark">Dark</ToggleButton>
      </ToggleButtonGroup>
      <Typography variant="body2" role="status">
        Mode: {mode}
        {mode === 'system' && ` (the system prefers ${systemMode})`}. Active colour scheme:{' '}
        <Box component="code" sx={{ fontFamily: 'monospace' }}>
          data-preview-scheme=&quot;{colorScheme}&quot;
        </Box>
      </Typography>
    </Stack>
  );
}

export default function InitColorSchemeModeToggle() {
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
        data-preview-root=""
        sx={{ p: 2, borderRadius: 1, border: 1, borderColor: 'divider', bgcolor: 'background.default', color: 'text.primary' }}
      >
        <ModeSwitcher />
      </Box>
    </ThemeProvider>
  );
}
