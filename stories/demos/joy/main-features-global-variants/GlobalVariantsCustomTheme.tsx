import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { CssVarsProvider, extendTheme, THEME_ID } from '@mui/joy/styles';

/**
 * A theme that changes the primary palette's solid and soft variant tokens to a pine green, in both
 * colour schemes. Its own `cssVarPrefix` keeps its variables apart from the other themes on the page.
 */
const pineTheme = extendTheme({
  cssVarPrefix: 'pine',
  colorSchemeSelector: 'class',
  colorSchemes: {
    light: {
      palette: {
        primary: {
          solidBg: '#1f6f5c',
          solidHoverBg: '#185a4a',
          solidActiveBg: '#12473a',
          softColor: '#145244',
          softBg: '#dff3ec',
          softHoverBg: '#c8eadf',
        },
      },
    },
    dark: {
      palette: {
        primary: {
          solidBg: '#1f6f5c',
          solidHoverBg: '#185a4a',
          solidActiveBg: '#12473a',
          softColor: '#b5ead9',
          softBg: '#123d33',
          softHoverBg: '#18503f',
        },
      },
    },
  },
});

function Actions({ label }: { label: string }) {
  return (
    <section aria-label={label}>
      <Typography level="title-sm" component="h3" sx={{ mb: 1 }}>
        {label}
      </Typography>
      <Stack direction="row" spacing={1}>
        <Button variant="solid">Book table</Button>
        <Button variant="soft">Save recipe</Button>
      </Stack>
    </section>
  );
}

export default function GlobalVariantsCustomTheme() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4}>
      <Actions label="Default theme" />
      {/* THEME_ID: the site also runs Material UI, so Joy's theme goes under Joy's own key. */}
      <CssVarsProvider theme={{ [THEME_ID]: pineTheme }}>
        <Actions label="Custom variant tokens" />
      </CssVarsProvider>
    </Stack>
  );
}
