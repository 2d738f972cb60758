import { useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider } from '@mui/material/styles';

const defaultTheme = createTheme();

// Only what differs from the defaults: createTheme fills in light, dark and contrastText.
const brandTheme = createTheme({
  palette: {
    primary: { main: '#5e35b1' },
    secondary: { main: '#006064' },
  },
  shape: { borderRadius: 12 },
  typography: {
    fontFamily: 'Georgia, "Times New Roman", serif',
    button: { textTransform: 'none', fontWeight: 700 },
  },
});

export default function ThemingBrandTheme() {
  const [choice, setChoice] = useState<'default' | 'brand'>('brand');

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={choice}
        aria-label="Theme of the card"
        onChange={(_, next: 'default' | 'brand' | null) => next && setChoice(next)}
      >
        <ToggleButton value="default">Default theme</ToggleButton>
        <ToggleButton value="brand">Brand theme</ToggleButton>
      </ToggleButtonGroup>
      <ThemeProvider theme={choice === 'brand' ? brandTheme : defaultTheme}>
        <Card variant="outlined" sx={{ maxWidth: 380, bgcolor: 'background.paper', color: 'text.primary' }}>
          <CardContent component="form" onSubmit={(event) => event.preventDefault()}>
            <Stack spacing={2}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Typography variant="h6" component="p">
                  The Friday reading list
                </Typography>
                <Chip size="small" color="secondary" label="Weekly" />
              </Stack>
              <Typography variant="body2" color="text.secondary">
                Five long reads on design systems, picked by our editors.
              </Typography>
              <TextField size="small" type="email" label="Email address" autoComplete="email" />
              <Button type="submit" variant="contained">
                Subscribe
              </Button>
            </Stack>
          </CardContent>
        </Card>
      </ThemeProvider>
    </Stack>
  );
}
