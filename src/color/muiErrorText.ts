/**
 * MUI's production build throws "Minified MUI error #N; visit https://mui.com/production-error/?code=N&args[]=…"
 * instead of the message. For the colour errors the tool can raise, this gives back the full text MUI 7.2.0
 * throws in development: the templates are the ones in @mui/system's colorManipulator (codes 9, 10) and
 * @mui/material's createPalette (codes 11, 12), word for word.
 */
const TEMPLATES: Record<number, (args: string[]) => string> = {
  9: ([color = '']) =>
    `MUI: Unsupported \`${color}\` color.\n` + 'The following formats are supported: #nnn, #nnnnnn, rgb(), rgba(), hsl(), hsla(), color().',
  10: ([colorSpace = '']) =>
    `MUI: unsupported \`${colorSpace}\` color space.\n` +
    'The following color spaces are supported: srgb, display-p3, a98-rgb, prophoto-rgb, rec-2020.',
  11: ([name = '', mainShade = '']) =>
    `MUI: The color${name} provided to augmentColor(color) is invalid.\n` +
    `The color object needs to have a \`main\` property or a \`${mainShade}\` property.`,
  12: ([name = '', main = '']) =>
    `MUI: The color${name} provided to augmentColor(color) is invalid.\n` +
    `\`color.main\` should be a string, but \`${main}\` was provided instead.\n` +
    '\n' +
    'Did you intend to use one of the following approaches?\n' +
    '\n' +
    'import { green } from "@mui/material/colors";\n' +
    '\n' +
    'const theme1 = createTheme({ palette: {\n' +
    '  primary: green,\n' +
    '} });\n' +
    '\n' +
    'const theme2 = createTheme({ palette: {\n' +
    '  primary: { main: green[500] },\n' +
    '} });',
};

const MINIFIED = /^Minified MUI error #(\d+); visit (\S+) for the full message\.$/s;

/** The full text of an error MUI raised: unchanged unless it is a minified colour error. */
export function muiErrorText(message: string): string {
  const match = MINIFIED.exec(message);
  if (!match) return message;
  const template = TEMPLATES[Number(match[1])];
  if (!template) return message;
  let url: URL;
  try {
    url = new URL(match[2]!);
  } catch {
    return message;
  }
  return template(url.searchParams.getAll('args[]'));
}
