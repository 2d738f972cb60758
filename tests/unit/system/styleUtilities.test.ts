import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { serializeStyles } from '@emotion/serialize';
import * as system from '@mui/system';
import { createTheme } from '@mui/material/styles';
import { allSystemProperties, STYLE_UTILITIES, styleUtilityRows, type StyleUtility } from '../../../src/system/styleUtilities';
import { SystemPropertiesTable } from '../../../src/components/system/SystemPropertiesTable';

/**
 * The Style utilities tables against a second source: the type declarations of the installed
 * @mui/system (`declare const borders: SimpleStyleFunction<'border' | …>`), and Emotion's own
 * serialisation of the style each example shows.
 */
const PACKAGE = path.resolve(import.meta.dirname, '../../../node_modules/@mui/system');

/** The keys a style function's type declares, from whichever folder of the package declares it. */
function declaredKeys(utility: StyleUtility): string[] {
  const declaration = new RegExp(`declare const ${utility}: SimpleStyleFunction<([^>]+)>;`);
  for (const dir of readdirSync(PACKAGE)) {
    const file = path.join(PACKAGE, dir, `${dir}.d.ts`);
    if (!existsSync(file)) continue;
    const match = declaration.exec(readFileSync(file, 'utf8'));
    if (match) return [...match[1]!.matchAll(/'([^']+)'/g)].map((m) => m[1]!);
  }
  throw new Error(`No declaration of the ${utility} style function in @mui/system.`);
}

/**
 * Where the installed 7.2.0's types and its run time disagree, with the reason: each is a fact of the
 * package (its d.ts lags behind its filterProps, or declares keys the function never reads), shown as
 * the run time has it. A new difference fails until it is understood and added here.
 */
const KNOWN_DIFFERENCES: Partial<Record<StyleUtility, { onlyAtRunTime?: string[]; onlyInTypes?: string[]; why: string }>> = {
  borders: {
    onlyAtRunTime: ['borderTopColor', 'borderRightColor', 'borderBottomColor', 'borderLeftColor', 'outline', 'outlineColor'],
    why: 'borders.d.ts still declares the 7 keys of v5; the function handles the per-side colours and outline too.',
  },
  palette: { onlyAtRunTime: ['backgroundColor'], why: 'palette.d.ts declares bgcolor and color; the function also maps backgroundColor through the palette.' },
  sizing: { onlyInTypes: ['sizeWidth', 'sizeHeight'], why: 'sizing.d.ts declares the sizeWidth/sizeHeight helpers as keys; they are exported style functions, not sx keys.' },
};

const normalise = (css: string) => css.replace(/\s+/g, '').replace(/;$/, '').split(';').sort().join(';');

describe('the style utilities tables', () => {
  it.each(STYLE_UTILITIES)('%s lists the keys the package declares (known differences aside)', (utility) => {
    const table = styleUtilityRows(utility).map((row) => row.prop);
    const declared = declaredKeys(utility);
    const known = KNOWN_DIFFERENCES[utility];
    expect(table.filter((key) => !declared.includes(key)).sort()).toEqual([...(known?.onlyAtRunTime ?? [])].sort());
    expect(declared.filter((key) => !table.includes(key)).sort()).toEqual([...(known?.onlyInTypes ?? [])].sort());
  });

  it('shows in every example the CSS Emotion writes for that key and value', () => {
    const theme = createTheme();
    const styleFunctionSx = system.unstable_styleFunctionSx as unknown as (p: { sx: object; theme: object }) => Record<string, unknown>;
    let checked = 0;
    for (const utility of STYLE_UTILITIES) {
      for (const row of styleUtilityRows(utility)) {
        if (!row.example || row.css.some((key) => key.includes('('))) continue;
        const style = styleFunctionSx({ sx: { [row.prop]: row.example.value }, theme }) as Parameters<typeof serializeStyles>[0][number];
        const emotion = serializeStyles([style]).styles;
        expect(normalise(row.example.css), `${utility}.${row.prop}`).toBe(normalise(emotion));
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(40);
  });

  it('reads theme keys from the package, also where the sx config names none', () => {
    const rows = new Map(allSystemProperties().map((row) => [row.prop, row]));
    expect(rows.get('mx')).toMatchObject({ css: ['marginLeft', 'marginRight'], themeKey: 'spacing', example: { value: 2, css: 'margin-left: 16px; margin-right: 16px' } });
    expect(rows.get('bgcolor')).toMatchObject({ css: ['backgroundColor'], themeKey: 'palette', utility: 'palette' });
    expect(rows.get('maxWidth')?.themeKey).toBe('breakpoints.values');
    expect(rows.get('gap')?.themeKey).toBe('spacing');
    expect(rows.get('displayPrint')?.css).toEqual(['display (@media print)']);
    expect(rows.get('justifyContent')?.themeKey).toBeUndefined();
    // Every key of the installed sx config is listed once.
    const config = Object.keys(system.unstable_defaultSxConfig);
    expect([...rows.keys()]).toEqual(config);
  });

  it('renders as static HTML: one row per key, the same rows as the data', () => {
    const html = renderToStaticMarkup(createElement(SystemPropertiesTable, { utility: 'spacing' }));
    const props = [...html.matchAll(/data-prop="([^"]+)"/g)].map((m) => m[1]);
    expect(props).toEqual(styleUtilityRows('spacing').map((row) => row.prop));
    expect(html).toContain('<code>marginInlineStart</code>');
    const all = renderToStaticMarkup(createElement(SystemPropertiesTable));
    expect([...all.matchAll(/data-prop="/g)].length).toBe(Object.keys(system.unstable_defaultSxConfig).length);
    expect(all).toContain('href="/system/borders"');
  });
});
