import { describe, expect, it } from 'vitest';
import { extendTheme } from '@mui/joy/styles';
import { colorOf, filterTree, joyThemeIn, leafCount, themeTree, type ThemeNode } from '../../../src/joy/themeTree';

const find = (nodes: ThemeNode[], path: string): ThemeNode | undefined => {
  for (const node of nodes) {
    if (node.path === path) return node;
    if (node.kind === 'branch' && path.startsWith(`${node.path}.`)) return find(node.children, path);
  }
  return undefined;
};

describe('the default theme tree', () => {
  it("is extendTheme() of the installed package, with the chosen scheme's values on top", () => {
    const installed = extendTheme();
    const light = themeTree(joyThemeIn('light'));
    const dark = themeTree(joyThemeIn('dark'));
    expect(light.map((n) => n.key)).toEqual(expect.arrayContaining(Object.keys(installed)));
    expect(find(light, 'palette.mode')).toMatchObject({ text: "'light'" });
    expect(find(dark, 'palette.mode')).toMatchObject({ text: "'dark'" });
    expect(find(dark, 'palette.primary.plainColor')).toMatchObject({ text: `'${installed.colorSchemes.dark.palette.primary.plainColor}'` });
    expect(find(light, 'spacing')).toMatchObject({ kind: 'leaf', text: 'function' });
  });

  it('finds the colour of a value or of its var() fallback', () => {
    expect(colorOf('#0B6BCB')).toBe('#0B6BCB');
    expect(colorOf('var(--joy-palette-primary-softBg, var(--joy-palette-primary-100, #E3EFFB))')).toBe('#E3EFFB');
    expect(colorOf('rgba(var(--joy-palette-neutral-darkChannel, 251 252 254) / 0.25)')).toBeNull();
    expect(colorOf('8px')).toBeNull();
  });

  it('filters by path or value and keeps the branches that lead to a match', () => {
    const tree = themeTree(joyThemeIn('light'));
    const kept = filterTree(tree, '#0b6bcb');
    expect(find(kept, 'palette.primary.500')).toBeDefined();
    expect(find(kept, 'typography')).toBeUndefined();
    expect(leafCount(filterTree(tree, 'tangerine'))).toBe(0);
    expect(filterTree(tree, '  ')).toBe(tree);
  });
});
