import { TOKENS, type JoyPaletteName, type PaletteTokens } from './seedPalette';

const quote = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/**
 * The module a reader copies: each edited palette as its ten tokens, given to both colour schemes
 * (Joy's default theme uses the same scale in light and dark; the schemes differ in which tokens
 * the variants use). With nothing edited it is Joy's default theme.
 */
export function themeBuilderCode(palettes: Partial<Record<JoyPaletteName, PaletteTokens>>): string {
  const names = Object.keys(palettes) as JoyPaletteName[];
  if (names.length === 0) {
    return ["import { extendTheme } from '@mui/joy/styles';", '', 'const theme = extendTheme();', '', 'export default theme;', ''].join('\n');
  }
  const constants = names.flatMap((name) => [`const ${name} = {`, ...TOKENS.map((t) => `  ${t}: ${quote(palettes[name]![t])},`), '};', '']);
  const palette = `{ palette: { ${names.join(', ')} } }`;
  return [
    "import { extendTheme } from '@mui/joy/styles';",
    '',
    ...constants,
    'const theme = extendTheme({',
    '  colorSchemes: {',
    `    light: ${palette},`,
    `    dark: ${palette},`,
    '  },',
    '});',
    '',
    'export default theme;',
    '',
  ].join('\n');
}
