import Card from '@mui/joy/Card';
import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { CssVarsProvider, extendTheme, THEME_ID } from '@mui/joy/styles';

// `display` sets h1 to h4, `body` the title-* and body-* levels. Keep a generic family at the end.
const bistroTheme = extendTheme({
  cssVarPrefix: 'bistro',
  colorSchemeSelector: 'class',
  fontFamily: {
    display: 'Georgia, "Times New Roman", serif',
  },
});

export default function FontFamilies() {
  return (
    <CssVarsProvider theme={{ [THEME_ID]: bistroTheme }}>
      <Card variant="outlined" sx={{ maxWidth: 420 }}>
        <Typography level="h3">Roast squash with sage butter</Typography>
        <Stack direction="row" spacing={1}>
          <Chip size="sm" variant="soft">
            Vegetarian
          </Chip>
          <Chip size="sm" variant="soft">
            50 minutes
          </Chip>
        </Stack>
        <Typography level="body-md">
          Halve the squash, brush it with melted butter and roast it cut side down until soft.
        </Typography>
      </Card>
    </CssVarsProvider>
  );
}
