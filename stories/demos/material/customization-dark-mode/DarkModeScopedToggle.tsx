import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider, useColorScheme } from '@mui/material/styles';

// Both schemes in one theme; the selector, prefix and root keep it inside this preview.
const theme = createTheme({
  cssVariables: {
    cssVarPrefix: 'trail',
    colorSchemeSelector: 'data-trail-scheme',
    rootSelector: '[data-trail-root]',
  },
  colorSchemes: {
    light: { palette: { primary: { main: '#00695c' }, background: { default: '#f4f7f6' } } },
    dark: { palette: { primary: { main: '#80cbc4' }, background: { default: '#0d1514', paper: '#14201e' } } },
  },
});

type Mode = 'light' | 'dark' | 'system';

function RunSummary() {
  const { mode, systemMode, setMode } = useColorScheme();

  // The mode is only known after mounting: render a placeholder of the same height until then.
  if (!mode) {
    return <Box sx={{ height: 236 }} />;
  }

  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={mode}
        aria-label="Colour mode of the preview"
        // text.secondary keeps the unselected labels readable on the tinted background.
        sx={{ '& .MuiToggleButton-root:not(.Mui-selected)': { color: 'text.secondary' } }}
        onChange={(_, next: Mode | null) => next && setMode(next)}
      >
        <ToggleButton value="light">Light</ToggleButton>
        <ToggleButton value="dark">Dark</ToggleButton>
        <ToggleButton value="system">System</ToggleButton>
      </ToggleButtonGroup>
      <Card
        variant="outlined"
        sx={(t) => ({
          maxWidth: 360,
          borderColor: 'primary.main',
          // Styles for the dark scheme only, written next to the light ones.
          ...t.applyStyles('dark', { borderColor: 'divider', boxShadow: '0 0 0 1px rgba(128, 203, 196, 0.25)' }),
        })}
      >
        <CardContent>
          <Typography variant="overline" component="p" color="text.secondary">
            Tuesday evening run
          </Typography>
          <Typography variant="h5" component="p">
            8.4 km in 46:12
          </Typography>
          <Stack direction="row" spacing={1} sx={{ mt: 1.5 }}>
            <Chip size="small" color="primary" label="Personal best" />
            <Chip size="small" variant="outlined" label="5:30 /km" />
          </Stack>
        </CardContent>
        <CardActions>
          <Button size="small" variant="contained">
            Share run
          </Button>
          <Button size="small">View splits</Button>
        </CardActions>
      </Card>
      <Typography variant="body2" role="status">
        {mode === 'system' ? `Following the system, which prefers ${systemMode}.` : `Showing the ${mode} scheme.`}
      </Typography>
    </Stack>
  );
}

export default function DarkModeScopedToggle() {
  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  // Only CSS-variables themes accept these two props.
  const scoped = { colorSchemeNode: root, disableNestedContext: true };

  return (
    <ThemeProvider theme={theme} defaultMode="light" storageManager={null} {...scoped}>
      <Box
        ref={setRoot}
        data-trail-root=""
        sx={{ p: 2, borderRadius: 1, bgcolor: 'background.default', color: 'text.primary' }}
      >
        <RunSummary />
      </Box>
    </ThemeProvider>
  );
}
