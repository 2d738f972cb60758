import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { collectDeprecations } from '../../../site/build/deprecations/collect';
import { cleanNote } from '../../../site/build/deprecations/markdown';
import { expectedPage, PACKAGE_DIR, PAGE } from '../../../site/build/deprecations/write';

const root = path.resolve(__dirname, '../../..');
const packageDir = path.join(root, PACKAGE_DIR);
const entries = collectDeprecations(packageDir);
const find = (component: string, name: string) => entries.find((e) => e.component === component && e.name === name);

describe('Migrating from deprecated APIs', () => {
  it('lists exactly the deprecations of the installed @mui/material (regenerate with npx tsx site/build/deprecations/write.ts)', () => {
    expect(readFileSync(path.join(root, PAGE), 'utf8')).toBe(expectedPage(root));
  });

  it('finds deprecations of every kind, with the replacement the declaration names', () => {
    expect(find('Accordion', 'TransitionComponent')).toMatchObject({ kind: 'prop', note: expect.stringContaining('slots.transition') });
    expect(find('TextField', 'inputProps')).toMatchObject({ kind: 'prop', note: expect.stringContaining('slotProps.htmlInput') });
    expect(find('Checkbox, Radio, Switch', 'inputRef')).toMatchObject({ kind: 'prop' });
    expect(find('Button', 'textPrimary')).toMatchObject({ kind: 'class' });
    expect(find('GridLegacy', 'GridLegacy')).toMatchObject({ kind: 'component' });
    expect(find('@mui/material/styles', 'CssVarsProvider')).toMatchObject({ kind: 'export', note: expect.stringContaining('ThemeProvider') });
    expect(find('useAutocomplete', 'getTagProps')).toMatchObject({ kind: 'hook', note: 'Use `getItemProps` instead' });
    // Not deprecated: the new Grid's props.
    expect(entries.some((e) => e.component === 'Grid')).toBe(false);
  });

  it('names only components that the package has', () => {
    const components = new Set(entries.filter((e) => e.kind !== 'export').flatMap((e) => e.component.split(', ')));
    for (const component of components) expect(existsSync(path.join(packageDir, component)), component).toBe(true);
  });

  it('keeps one entry per component, kind and name', () => {
    const keys = entries.map((e) => `${e.component}/${e.kind}/${e.name}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('cleanNote', () => {
  it('drops the boilerplate and the links, keeping class names as code', () => {
    expect(
      cleanNote(
        'use the `slots` prop instead. This prop will be removed in a future major release. See [Migrating from deprecated APIs](/material-ui/migration/migrating-from-deprecated-apis/) for more details.',
      ),
    ).toBe('Use the `slots` prop instead.');
    expect(cleanNote('Combine the [.MuiChip-icon](/material-ui/api/chip/#chip-classes-icon) and [.MuiChip-sizeSmall](/x) classes instead.')).toBe(
      'Combine the `.MuiChip-icon` and `.MuiChip-sizeSmall` classes instead.',
    );
  });

  it('makes bare JSX code and escapes what MDX would misread', () => {
    expect(cleanNote('Use <Divider sx={{ opacity: 0.6 }} /> instead.')).toBe('Use `<Divider sx={{ opacity: 0.6 }} />` instead.');
    expect(cleanNote('Pass {a} or <b>, not `{c}`')).toBe('Pass \\{a\\} or \\<b\\>, not `{c}`');
  });

  it('says so when the tag names no replacement', () => {
    expect(cleanNote('')).toBe('No replacement is named by the declaration.');
  });
});
