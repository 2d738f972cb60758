import { useMemo } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider, useColorScheme } from '@mui/material/styles';
import type { DerivedColor, SlotName } from '../../color/deriveColor';

/**
 * Real MUI components (the variants that paint text on the colour, so contrastText is what is tested) under a theme made from the derived colours, in the page's colour scheme
 * (light in the pre-rendered HTML; the scheme follows once the island is live).
 */
export function ThemedPreview({ colors }: { colors: Record<SlotName, DerivedColor> }) {
  const { colorScheme } = useColorScheme();
  const mode = colorScheme === 'dark' ? 'dark' : 'light';
  const theme = useMemo(() => createTheme({ palette: { mode, primary: colors.primary, secondary: colors.secondary } }), [mode, colors]);
  return (
    <ThemeProvider theme={theme}>
      <Paper variant="outlined" sx={{ overflow: 'hidden' }} data-testid="themed-preview" data-mode={mode}>
        <AppBar position="static" elevation={0}>
          <Toolbar variant="dense" sx={{ gap: 1 }}>
            <Typography component="p" variant="subtitle1" sx={{ flexGrow: 1, fontWeight: 500 }}>
              Harbour Books
            </Typography>
            <Button color="inherit" size="small">
              Sign in
            </Button>
          </Toolbar>
        </AppBar>
        <Box sx={{ p: 2, display: 'grid', gap: 2 }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <Button variant="contained">Add to basket</Button>
            <Button variant="contained" color="secondary">
              Gift wrap
            </Button>
          </Box>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
            <Chip label="Paperback" color="primary" />
            <Chip label="In stock" color="secondary" />
            <FormControlLabel control={<Switch defaultChecked color="secondary" />} label="Email me when it ships" />
          </Box>
          <TextField label="Delivery postcode" defaultValue="SW1A 1AA" size="small" />
        </Box>
      </Paper>
    </ThemeProvider>
  );
}
