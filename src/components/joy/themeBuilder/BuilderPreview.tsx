import { useMemo } from 'react';
import { CssVarsProvider, extendTheme, THEME_ID } from '@mui/joy/styles';
import Alert from '@mui/joy/Alert';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import Checkbox from '@mui/joy/Checkbox';
import Chip from '@mui/joy/Chip';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import LinearProgress from '@mui/joy/LinearProgress';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';
import { JOY_PALETTES, type JoyPaletteName, type PaletteTokens } from '../../../joy/seedPalette';

const VARIANTS = ['solid', 'soft', 'outlined', 'plain'] as const;
const LABEL: Record<JoyPaletteName, string> = { primary: 'Primary', neutral: 'Neutral', danger: 'Danger', success: 'Success', warning: 'Warning' };

/** A short, stable name for a set of tokens (djb2 in base 36). */
const hashOf = (text: string) => {
  let hash = 5381;
  for (let i = 0; i < text.length; i += 1) hash = (hash * 33) ^ text.charCodeAt(i);
  return (hash >>> 0).toString(36);
};

/**
 * The builder's theme: every palette in both schemes, dark on the site's `.dark` class, and a
 * variable prefix of its own per set of tokens (`builder-<hash>`). The pre-rendered page carries the
 * first theme's `:root` variables in its static stylesheet, which Emotion cannot remove when the
 * theme changes and which sits after the rules Emotion inserts at run time; variables of a new name
 * never meet those stale values (the first build kept the default primary after an edit).
 */
const previewTheme = (palette: Record<JoyPaletteName, PaletteTokens>, key: string) =>
  extendTheme({ cssVarPrefix: `builder-${hashOf(key)}`, colorSchemeSelector: 'class', colorSchemes: { light: { palette }, dark: { palette } } });

/**
 * Joy components in the theme the reader is building: Joy's own provider nested inside the site's,
 * under Joy's theme id (the site runs Joy beside Material UI), with its own variable prefix so its
 * variables never touch the other Joy demos of the page, and its dark scheme on the site's `.dark` class.
 */
export function BuilderPreview({ palettes, tokensKey }: { palettes: Record<JoyPaletteName, PaletteTokens>; tokensKey: string }) {
  // `tokensKey` is `palettes` as JSON (JoyThemeBuilder): the theme is rebuilt only when a token changes.
  const theme = useMemo(() => previewTheme(palettes, tokensKey), [palettes, tokensKey]);
  return (
    <CssVarsProvider theme={{ [THEME_ID]: theme }}>
      <Box data-testid="joy-builder-preview" sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' } }}>
        <Card variant="outlined">
          <CardContent sx={{ gap: 1.5 }}>
            <Typography level="title-lg" component="h4">
              Lisbon riverside flat, 3 nights
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              <Chip color="success" variant="soft">
                Free cancellation
              </Chip>
              <Chip color="primary" variant="outlined">
                12–15 May
              </Chip>
            </Box>
            <Alert color="warning" variant="soft">
              Only 2 nights left at this price.
            </Alert>
            <FormControl>
              <FormLabel>Promo code</FormLabel>
              <Input placeholder="SPRING24" />
            </FormControl>
            <Checkbox label="Add airport transfer (€25)" defaultChecked />
            <FormControl orientation="horizontal" sx={{ gap: 1.5, alignItems: 'center' }}>
              <Switch defaultChecked />
              <FormLabel>Email me the receipt</FormLabel>
            </FormControl>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              <Button>Book for €342</Button>
              <Button variant="outlined" color="neutral">
                Save for later
              </Button>
            </Box>
          </CardContent>
        </Card>
        <Box sx={{ display: 'grid', gap: 1.5, alignContent: 'start' }}>
          <Alert color="danger" variant="outlined">
            The card ending 4242 was declined.
          </Alert>
          <Alert color="success" variant="solid">
            Booking confirmed: LIS-2291.
          </Alert>
          <LinearProgress determinate value={60} aria-label="Check-in form, 60 % done" />
          {JOY_PALETTES.map((color) => (
            <Box key={color} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
              {VARIANTS.map((variant) => (
                <Button key={variant} size="sm" color={color} variant={variant} data-sample={`${color}-${variant}`}>
                  {LABEL[color]} {variant}
                </Button>
              ))}
            </Box>
          ))}
        </Box>
      </Box>
    </CssVarsProvider>
  );
}
