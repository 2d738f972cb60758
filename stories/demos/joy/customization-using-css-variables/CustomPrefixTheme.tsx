import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { CssVarsProvider, extendTheme, THEME_ID, useTheme } from '@mui/joy/styles';

// Tallybook's teal, as a full 50–900 scale: Joy derives every variant token from these steps.
const teal = {
  50: '#effcf9',
  100: '#c9f2ea',
  200: '#97e3d6',
  300: '#5ccbbb',
  400: '#2ba99a',
  500: '#0f766e',
  600: '#0d665f',
  700: '#0b5550',
  800: '#094641',
  900: '#063330',
};

const tallyTheme = extendTheme({
  cssVarPrefix: 'tally',
  colorSchemeSelector: 'class',
  colorSchemes: { light: { palette: { primary: teal } }, dark: { palette: { primary: teal } } },
});

function PrimaryToken({ label }: { label: string }) {
  const theme = useTheme();
  return (
    <Typography level="body-sm">
      {label}: <code>{theme.vars.palette.primary[500]}</code>
    </Typography>
  );
}

export default function CustomPrefixTheme() {
  return (
    <Stack spacing={2}>
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Button>Create invoice</Button>
        <PrimaryToken label="Default theme" />
      </Stack>
      {/* Under Joy's theme id, so Joy's components read this theme and not the outer one. */}
      <CssVarsProvider theme={{ [THEME_ID]: tallyTheme }}>
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Button>Create Tallybook invoice</Button>
            <Chip variant="soft" color="primary">
              Draft
            </Chip>
          </Stack>
          <PrimaryToken label="Tallybook theme" />
        </Stack>
      </CssVarsProvider>
    </Stack>
  );
}
