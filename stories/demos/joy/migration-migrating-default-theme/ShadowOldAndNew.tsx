import Card from '@mui/joy/Card';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { CssVarsProvider, extendTheme, THEME_ID } from '@mui/joy/styles';

const prefix = 'parcel';
// The alpha shadows read the ring and channel variables of the theme's own prefix (`--joy-…` in an app with the default prefix).
const channel = `var(--${prefix}-shadowChannel, 187 187 187)`;
const ring = `var(--${prefix}-shadowRing, 0 0 #000)`;

const restoredTheme = extendTheme({
  cssVarPrefix: prefix,
  colorSchemeSelector: 'class',
  shadow: {
    md: [
      ring,
      `0.3px 0.8px 1.1px rgba(${channel} / 0.12)`,
      `1.1px 2.8px 3.9px -0.4px rgba(${channel} / 0.17)`,
      `2.4px 6.1px 8.6px -0.8px rgba(${channel} / 0.23)`,
      `5.3px 13.3px 18.8px -1.2px rgba(${channel} / 0.29)`,
    ].join(', '),
  },
});

/** A delivery card lifted with the theme's `md` shadow. */
function DeliveryCard({ heading }: { heading: string }) {
  return (
    <Card variant="plain" sx={{ flex: 1, minWidth: 0, boxShadow: 'md' }}>
      <Typography level="title-sm" component="h3">
        {heading}
      </Typography>
      <Typography level="body-md">Parcel to Lisbon</Typography>
      <Typography level="body-sm">Out for delivery, arriving between 14:00 and 16:00.</Typography>
    </Card>
  );
}

/** The `md` shadow of Joy's current theme beside the alpha one, restored with extendTheme. */
export default function ShadowOldAndNew() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ p: 1 }}>
      <DeliveryCard heading="Current md shadow" />
      <CssVarsProvider theme={{ [THEME_ID]: restoredTheme }}>
        <DeliveryCard heading="Alpha md shadow restored" />
      </CssVarsProvider>
    </Stack>
  );
}
