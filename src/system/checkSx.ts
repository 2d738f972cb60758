import { unstable_defaultSxConfig, type SxConfig } from '@mui/system';
import type { SxLiteral } from './sxLiteral';

/**
 * What the playground tells a reader about an sx value it could read: `errors` (a value of the wrong
 * kind: not applied, the last valid sx stays) and `notes` (applied, but the CSS is not what the text
 * suggests, such as a palette path the theme does not have).
 */
export interface SxCheck {
  errors: string[];
  notes: string[];
}

/** The parts of a theme the checks read (MUI System's and Material UI's themes both have them). */
export interface SxCheckTheme {
  breakpoints?: { keys?: readonly string[] };
  palette?: object;
  unstable_sxConfig?: SxConfig;
}

type SxObject = { [key: string]: SxLiteral };

const isObject = (value: SxLiteral): value is SxObject => typeof value === 'object' && value !== null && !Array.isArray(value);
const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const where = (path: string[]) => path.map((part) => (/^[A-Za-z_$][\w$]*$/.test(part) ? part : `'${part}'`)).join(' › ');
const shown = (value: SxLiteral) => (typeof value === 'string' ? `'${value}'` : JSON.stringify(value));

/** Follows `primary.main` through an object by own keys only (a palette path, not `constructor`). */
function resolves(root: object | undefined, path: string): boolean {
  let node: unknown = root;
  for (const part of path.split('.')) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, part)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return node !== undefined && node !== null && typeof node !== 'object';
}

/** Checks an sx value the parser read against the theme the preview uses. */
export function checkSx(sx: SxLiteral, theme: SxCheckTheme): SxCheck {
  const errors: string[] = [];
  const notes: string[] = [];
  const config = theme.unstable_sxConfig ?? unstable_defaultSxConfig;
  const breakpoints = theme.breakpoints?.keys ?? ['xs', 'sm', 'md', 'lg', 'xl'];

  /** A plain value (string or number) for `key`: a palette path that leads nowhere is passed through as text. */
  function leaf(key: string, value: string | number, path: string[]) {
    const options = Object.hasOwn(config, key) ? config[key] : undefined;
    if (options?.themeKey !== 'palette' || typeof value !== 'string' || !/^[A-Za-z]+(\.[\w-]+)+$/.test(value)) return;
    if (resolves(theme.palette, value)) return;
    const property = kebab(typeof options.cssProperty === 'string' ? options.cssProperty : key);
    notes.push(
      `${where(path)}: '${value}' is not a colour of the theme's palette, so sx passes the text through unchanged. ` +
        `The CSS gets \`${property}: ${value}\`, which browsers drop as invalid: the element keeps the colour it would have without it.`,
    );
  }

  /** One value of a responsive array or breakpoint object. */
  function breakpointValue(key: string, value: SxLiteral, path: string[]) {
    if (value === null) return; // skips that breakpoint
    if (typeof value === 'string' || typeof value === 'number') leaf(key, value, path);
    else if (isObject(value) && !Object.hasOwn(config, key)) object(value, path);
    else errors.push(`${where(path)}: ${shown(value)} is not a value for a breakpoint; write a string, a number, or null to skip it.`);
  }

  function property(key: string, value: SxLiteral, path: string[]) {
    if (value === null) {
      errors.push(`${where(path)}: null gives no CSS (sx skips null values). Remove \`${key}\` or give it a value.`);
    } else if (typeof value === 'boolean') {
      errors.push(`${where(path)}: ${value} is not a CSS value. Write a string such as 'block' or a number.`);
    } else if (Array.isArray(value)) {
      if (value.length > breakpoints.length) {
        notes.push(`${where(path)}: ${value.length} values for ${breakpoints.length} breakpoints (${breakpoints.join(', ')}); the values after the ${breakpoints.length}th give no CSS.`);
      }
      value.forEach((item, index) => breakpointValue(key, item, [...path, breakpoints[index] ?? String(index)]));
    } else if (isObject(value)) {
      const keys = Object.keys(value);
      if (keys.length > 0 && keys.every((k) => breakpoints.includes(k))) {
        for (const k of keys) breakpointValue(key, value[k]!, [...path, k]);
      } else if (Object.hasOwn(config, key)) {
        errors.push(`${where(path)}: \`${key}\` takes a value or one value per breakpoint (${breakpoints.join(', ')}), not an object with ${keys.length ? `\`${keys[0]}\`` : 'no keys'}.`);
      } else {
        object(value, path);
      }
    } else {
      leaf(key, value, path);
    }
  }

  function object(sxObject: SxObject, path: string[]) {
    for (const key of Object.keys(sxObject)) property(key, sxObject[key]!, [...path, key]);
  }

  if (Array.isArray(sx)) {
    sx.forEach((item, index) => {
      if (isObject(item)) object(item, [`[${index}]`]);
      else if (item !== false && item !== null) errors.push(`[${index}]: an sx array holds sx objects (or false to leave one out), not ${shown(item)}.`);
    });
  } else if (isObject(sx)) {
    object(sx, []);
  } else {
    errors.push(`sx is an object such as \`{ p: 2 }\` or an array of them, not ${shown(sx)}.`);
  }
  return { errors, notes };
}
