import { unstable_styleFunctionSx } from '@mui/system';
import { css } from '@emotion/react';
import { compile, DECLARATION, RULESET, type Element } from 'stylis';
import type { SxLiteral } from './sxLiteral';

/** The selector the readable CSS is written for; Emotion's real class name is a hash (`css-1x2y3z`). */
export const SX_CSS_SELECTOR = '.sx-preview';

type StyleNode = { [key: string]: unknown };

/**
 * Drops what produces no CSS (null, undefined, booleans) and selectors left empty: MUI emits
 * `margin: null` for a skipped breakpoint, which Emotion would print as an empty nested rule.
 */
function prune(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(prune);
  if (typeof node !== 'object' || node === null) return node;
  const out: StyleNode = {};
  for (const [key, value] of Object.entries(node)) {
    if (value === null || value === undefined || typeof value === 'boolean') continue;
    const kept = prune(value);
    if (typeof kept === 'object' && kept !== null && !Array.isArray(kept) && Object.keys(kept).length === 0) continue;
    Object.defineProperty(out, key, { value: kept, enumerable: true, writable: true, configurable: true });
  }
  return out;
}

/** The style object MUI's sx function makes from an sx value with `theme`, as `styled` and Box pass it to Emotion. */
export function sxStyleObject(sx: SxLiteral, theme: object): unknown {
  // The types ask for the theme's own shape; any MUI theme (System's or Material's) is one.
  return prune(unstable_styleFunctionSx({ sx, theme }));
}

function print(elements: Element[], indent: string): string[] {
  const lines: string[] = [];
  for (const element of elements) {
    if (element.type === DECLARATION) {
      lines.push(`${indent}${String(element.props)}: ${String(element.children)};`);
    } else if (element.type === RULESET) {
      const body = print(element.children as Element[], `${indent}  `);
      if (body.length === 0) continue;
      const selector = (element.props as string[]).join(`,\n${indent}`);
      lines.push(`${indent}${selector} {`, ...body, `${indent}}`);
    } else if (element.type.startsWith('@')) {
      const body = print(element.children as Element[], `${indent}  `);
      if (body.length === 0) continue;
      lines.push(`${indent}${element.value} {`, ...body, `${indent}}`);
    }
  }
  return lines;
}

/**
 * The CSS an sx value becomes: MUI's sx function with the theme, Emotion's serialiser (camelCase to
 * kebab-case, `px` on unitless numbers where CSS needs a unit), then stylis' parser for the nesting
 * (the same steps Emotion takes before it inserts the rules), printed one declaration per line.
 */
export function sxToCss(sx: SxLiteral, theme: object, selector = SX_CSS_SELECTOR): string {
  const style = sxStyleObject(sx, theme);
  const { styles } = css(style as Parameters<typeof css>[0]);
  // A top-level rule first, then the nested ones in source order, as Emotion inserts them.
  const elements = compile(`${selector}{${styles}}`);
  return print(elements, '').join('\n');
}
