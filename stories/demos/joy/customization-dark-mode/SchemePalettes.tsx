import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardActions from '@mui/joy/CardActions';
import Typography from '@mui/joy/Typography';
import { CssVarsProvider, extendTheme, THEME_ID } from '@mui/joy/styles';

// Each scheme has its own palette: a warm paper look in light mode, a deep blue night in dark mode.
const nightTrainTheme = extendTheme({
  cssVarPrefix: 'nighttrain',
  colorSchemeSelector: 'class',
  colorSchemes: {
    light: {
      palette: {
        background: { surface: '#fbf7ef' },
        text: { primary: '#2b2118' },
      },
    },
    dark: {
      palette: {
        background: { surface: '#0e1a2b' },
        text: { primary: '#e8eef7' },
      },
    },
  },
});

export default function SchemePalettes() {
  return (
    <CssVarsProvider theme={{ [THEME_ID]: nightTrainTheme }}>
      <Card sx={{ maxWidth: 400 }}>
        <Typography level="title-lg" component="h3">
          Vienna → Venice sleeper
        </Typography>
        <Typography level="body-sm">Departs 21:27 from Wien Hbf · couchette, berth 54</Typography>
        <CardActions>
          <Button>Show ticket</Button>
        </CardActions>
      </Card>
    </CssVarsProvider>
  );
}
