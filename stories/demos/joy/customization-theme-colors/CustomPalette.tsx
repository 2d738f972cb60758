import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { CssVarsProvider, extendTheme, THEME_ID } from '@mui/joy/styles';

// A teal primary: the ten shades are enough, the variant tokens (solidBg, softColor …) follow them.
const teal = {
  50: '#eefbf8',
  100: '#d4f3ec',
  200: '#a9e6da',
  300: '#6fd1c0',
  400: '#2fb3a0',
  500: '#0f766e',
  600: '#0d6560',
  700: '#0b524e',
  800: '#093f3c',
  900: '#062b29',
};

const harbourTheme = extendTheme({
  cssVarPrefix: 'harbour',
  colorSchemeSelector: 'class',
  colorSchemes: {
    light: { palette: { primary: teal } },
    dark: { palette: { primary: teal } },
  },
});

export default function CustomPalette() {
  return (
    <CssVarsProvider theme={{ [THEME_ID]: harbourTheme }}>
      <Stack spacing={2}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography level="title-md" component="h3">
            Ferry tickets · Harbour Lines
          </Typography>
          <Chip color="primary" variant="soft">
            Confirmed
          </Chip>
        </Stack>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button variant="solid">Check in</Button>
          <Button variant="soft">Change seat</Button>
          <Button variant="outlined">Add luggage</Button>
          <Button variant="plain">Share itinerary</Button>
        </Stack>
      </Stack>
    </CssVarsProvider>
  );
}
