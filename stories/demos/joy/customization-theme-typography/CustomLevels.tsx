import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { CssVarsProvider, extendTheme, THEME_ID } from '@mui/joy/styles';

// Change a level by giving only the properties that differ; the rest keep Joy's defaults.
const menuTheme = extendTheme({
  cssVarPrefix: 'menu',
  colorSchemeSelector: 'class',
  typography: {
    'title-sm': {
      textTransform: 'uppercase',
      letterSpacing: '0.08em',
      fontWeight: 700,
    },
    'body-md': {
      lineHeight: 1.7,
    },
  },
});

const dishes = [
  { name: 'Chilled pea soup', note: 'Mint, crème fraîche, sourdough croutons.' },
  { name: 'Grilled trout', note: 'Brown butter, capers, new potatoes and watercress.' },
];

export default function CustomLevels() {
  return (
    <CssVarsProvider theme={{ [THEME_ID]: menuTheme }}>
      <Sheet variant="soft" sx={{ p: 2, borderRadius: 'md', maxWidth: 420 }}>
        <Typography level="title-sm" component="h3">
          Tonight’s menu
        </Typography>
        <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0, mt: 1.5, listStyle: 'none' }}>
          {dishes.map((dish) => (
            <li key={dish.name}>
              <Typography level="title-md">{dish.name}</Typography>
              <Typography level="body-md">{dish.note}</Typography>
            </li>
          ))}
        </Stack>
      </Sheet>
    </CssVarsProvider>
  );
}
