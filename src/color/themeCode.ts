import type { ColorValue, SlotName } from './deriveColor';
import type { Hue, Shade } from './materialColors';

/** Where a slot's colour came from: a swatch of @mui/material/colors, or text the reader typed. */
export type ColorSource = { kind: 'pick'; hue: Hue; shade: Shade } | { kind: 'text'; value: ColorValue };

const quote = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`;
const key = (name: string) => (/^(?:[A-Za-z_$][\w$]*|0|[1-9]\d*)$/.test(name) ? name : quote(name));
const shadeAccess = (hue: Hue, shade: Shade) => (/^\d+$/.test(shade) ? `${hue}[${shade}]` : `${hue}.${shade}`);

/** A JSON-like value as a TypeScript literal in the house style (single quotes, bare keys). */
function literal(value: unknown): string {
  if (typeof value === 'string') return quote(value);
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const entries = Object.entries(value).map(([k, v]) => `${key(k)}: ${literal(v)}`);
    return entries.length ? `{ ${entries.join(', ')} }` : '{}';
  }
  if (Array.isArray(value)) return `[${value.map(literal).join(', ')}]`;
  return JSON.stringify(value) ?? 'undefined';
}

function slotLiteral(source: ColorSource): string {
  if (source.kind === 'pick') return `{ main: ${shadeAccess(source.hue, source.shade)} }`;
  return typeof source.value === 'string' ? `{ main: ${quote(source.value)} }` : literal(source.value);
}

/** The `createTheme` module that gives a theme with these primary and secondary colours. */
export function themeCode(sources: Record<SlotName, ColorSource>): string {
  const hues = [...new Set([sources.primary, sources.secondary].flatMap((s) => (s.kind === 'pick' ? [s.hue] : [])))].sort();
  return [
    "import { createTheme } from '@mui/material/styles';",
    ...(hues.length ? [`import { ${hues.join(', ')} } from '@mui/material/colors';`] : []),
    '',
    'const theme = createTheme({',
    '  palette: {',
    `    primary: ${slotLiteral(sources.primary)},`,
    `    secondary: ${slotLiteral(sources.secondary)},`,
    '  },',
    '});',
    '',
    'export default theme;',
    '',
  ].join('\n');
}
