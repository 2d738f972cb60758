import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardActions from '@mui/joy/CardActions';
import Typography from '@mui/joy/Typography';
import { CssVarsProvider, extendTheme, THEME_ID } from '@mui/joy/styles';

// Warm brown shadows and a hairline ring for every shadow of the theme, set per colour scheme.
const atlasTheme = extendTheme({
  cssVarPrefix: 'atlas',
  colorSchemeSelector: 'class',
  colorSchemes: {
    light: { shadowChannel: '120 72 32', shadowRing: '0 0 0 1px rgba(120 72 32 / 0.16)' },
    dark: { shadowChannel: '0 0 0', shadowRing: '0 0 0 1px rgba(255 255 255 / 0.12)' },
  },
});

export default function ShadowTheme() {
  return (
    <CssVarsProvider theme={{ [THEME_ID]: atlasTheme }}>
      <Card variant="plain" sx={{ boxShadow: 'lg', maxWidth: 360, mx: 'auto', my: 2 }}>
        <Typography level="title-md" component="h3">
          Sunday market walk, Marrakesh
        </Typography>
        <Typography level="body-sm">Three hours through the souks with a local guide. Tea included.</Typography>
        <CardActions>
          <Button>Reserve a place</Button>
        </CardActions>
      </Card>
    </CssVarsProvider>
  );
}
