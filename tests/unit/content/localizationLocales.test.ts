import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as locales from '@mui/material/locale';

/** The localization guide lists every locale of the installed @mui/material/locale, with what each translates. */
const PAGE = path.resolve(import.meta.dirname, '../../../site/content/material-ui/guides/localization.mdx');
const ALL = ['Alert', 'Autocomplete', 'Breadcrumbs', 'Pagination', 'Rating', 'TablePagination'];

/** What the "Translates" cell must say for a locale object. */
function translates(locale: { components?: Record<string, unknown> }): string {
  const names = Object.keys(locale.components ?? {}).map((name) => name.replace(/^Mui/, '')).sort();
  if (names.length === 0) return 'nothing: English is built in';
  if (names.join() === ALL.join()) return 'all six';
  return names.join(', ');
}

/** Rows of the page's locale table: [import name, translates]. */
function tableRows(mdx: string): [string, string][] {
  return [...mdx.matchAll(/^\| [^|]+ \| `(\w+)` \| ([^|]+) \|$/gm)].map((m) => [m[1]!, m[2]!.trim()]);
}

describe('the localization guide', () => {
  const rows = tableRows(readFileSync(PAGE, 'utf8'));

  it('lists every exported locale once, in the package order, with the components it translates', () => {
    const expected = Object.entries(locales).map(([name, locale]) => [name, translates(locale)]);
    expect(expected.length).toBeGreaterThan(50);
    expect(rows).toEqual(expected);
  });

  it('would be caught: a missing locale or a wrong cell', () => {
    const mdx = '| German (Germany) | `deDE` | all six |\n| Catalan (Spain) | `caES` | all six |';
    expect(tableRows(mdx)).toEqual([['deDE', 'all six'], ['caES', 'all six']]);
    expect(translates(locales.caES)).not.toBe('all six');
  });
});
