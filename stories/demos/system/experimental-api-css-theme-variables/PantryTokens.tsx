import Box from '@mui/system/Box';
import { GlobalStyles, styled, unstable_prepareCssVars as prepareCssVars } from '@mui/system';

const pantryTokens = {
  defaultColorScheme: 'light',
  colorSchemes: {
    light: { palette: { paper: '#fffaf0', ink: '#3b2f1e', herb: '#2e6b30', spice: '#a3411a' } },
    dark: { palette: { paper: '#221c14', ink: '#f3e9d8', herb: '#8fd18f', spice: '#f0a07a' } },
  },
};

type PantryVars = { palette: Record<keyof typeof pantryTokens.colorSchemes.light.palette, string> };

// prepareCssVars only computes: the `vars` references and the style sheets. Rendering them is up to you.
const { vars, generateStyleSheets } = prepareCssVars<typeof pantryTokens, PantryVars>(pantryTokens, {
  prefix: 'pantry',
  colorSchemeSelector: 'class',
});

const sheets = generateStyleSheets() as Record<string, Record<string, string>>[];

/** The generated sheets as the CSS a browser receives. */
const cssText = sheets
  .flatMap((sheet) => Object.entries(sheet))
  .map(([selector, rules]) => `${selector} {\n${Object.entries(rules).map(([name, value]) => `  ${name}: ${value};`).join('\n')}\n}`)
  .join('\n');

const Label = styled('div')({
  padding: 12,
  borderRadius: 8,
  border: `2px solid ${vars.palette.herb}`,
  backgroundColor: vars.palette.paper,
  color: vars.palette.ink,
  flex: '1 1 140px',
});

const UseBy = styled('p')({ margin: '4px 0 0', fontSize: '0.875rem', fontWeight: 600, color: vars.palette.spice });

const jars = [
  { name: 'Basil pesto', useBy: 'Use by 18 May' },
  { name: 'Preserved lemons', useBy: 'Use by 2 August' },
];

export default function PantryTokens() {
  return (
    <Box>
      <GlobalStyles styles={sheets} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, maxWidth: 420 }}>
        {jars.map((jar) => (
          <Label key={jar.name} data-testid="label">
            <strong>{jar.name}</strong>
            <UseBy>{jar.useBy}</UseBy>
          </Label>
        ))}
      </Box>
      <Box component="p" sx={{ mt: 2, mb: 0.5, fontWeight: 600 }}>
        Generated CSS
      </Box>
      {/* Focusable, so a keyboard can scroll it on a narrow screen. */}
      <Box
        component="pre"
        data-testid="generated-css"
        tabIndex={0}
        sx={{ m: 0, p: 1.5, overflowX: 'auto', fontSize: '0.8125rem', border: 1, borderColor: 'divider', borderRadius: 1 }}
      >
        {cssText}
      </Box>
    </Box>
  );
}
