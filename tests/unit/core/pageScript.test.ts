import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { closureOf, staticImportsOf } from '../importGraph';

/**
 * The script every page loads before any interaction (site/client/main.ts) stays small: it reaches
 * React, MUI and Emotion only through `import()` on an island's trigger, never statically.
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');
const ENTRY = path.join(ROOT, 'site/client/main.ts');
const UI_PACKAGES = /^(react|react-dom|@mui\/|@emotion\/|@storybook\/)/;

const staticClosure = (entry: string) => closureOf([entry], staticImportsOf);

describe('the page script (site/client/main.ts)', () => {
  it('statically imports no React, MUI or Emotion module', () => {
    const { files, packages } = staticClosure(ENTRY);
    expect(files.size).toBeGreaterThan(5);
    const ui = [...packages].filter((name) => UI_PACKAGES.test(name));
    expect(ui).toEqual([]);
    expect([...files].filter((f) => f.endsWith('.tsx')).map((f) => path.relative(ROOT, f))).toEqual([]);
  });

  it('finds React where it is: the islands runtime, loaded on demand, imports it', () => {
    const { packages } = staticClosure(path.join(ROOT, 'site/islands/hydrate.tsx'));
    expect([...packages].some((name) => UI_PACKAGES.test(name))).toBe(true);
  });
});
