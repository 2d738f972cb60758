import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The script every page loads before any interaction (site/client/main.ts) stays small: it reaches
 * React, MUI and Emotion only through `import()` on an island's trigger, never statically.
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');
const ENTRY = path.join(ROOT, 'site/client/main.ts');
const UI_PACKAGES = /^(react|react-dom|@mui\/|@emotion\/|@storybook\/)/;

/** Static imports and re-exports of a file (not `import()`, which loads on demand). */
const staticImportsOf = (file: string): string[] =>
  [...readFileSync(file, 'utf8').matchAll(/^\s*(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm)]
    .filter((m) => !/^\s*(?:import|export)\s+type\s/.test(m[0]))
    .map((m) => m[1]!);

const resolveLocal = (from: string, specifier: string) => {
  const base = path.resolve(path.dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((f) => existsSync(f) && statSync(f).isFile());
};

function staticClosure(entry: string) {
  const files = new Set<string>();
  const packages = new Map<string, string>();
  const stack = [entry];
  while (stack.length) {
    const file = stack.pop()!;
    if (files.has(file)) continue;
    files.add(file);
    for (const specifier of staticImportsOf(file)) {
      if (!specifier.startsWith('.')) packages.set(specifier, path.relative(ROOT, file));
      else {
        const target = resolveLocal(file, specifier);
        if (target && /\.tsx?$/.test(target)) stack.push(target);
      }
    }
  }
  return { files, packages };
}

describe('the page script (site/client/main.ts)', () => {
  it('statically imports no React, MUI or Emotion module', () => {
    const { files, packages } = staticClosure(ENTRY);
    expect(files.size).toBeGreaterThan(5);
    const ui = [...packages].filter(([name]) => UI_PACKAGES.test(name)).map(([name, from]) => `${name} (from ${from})`);
    expect(ui).toEqual([]);
    expect([...files].filter((f) => f.endsWith('.tsx')).map((f) => path.relative(ROOT, f))).toEqual([]);
  });

  it('finds React where it is: the islands runtime, loaded on demand, imports it', () => {
    const { packages } = staticClosure(path.join(ROOT, 'site/islands/hydrate.tsx'));
    expect([...packages.keys()].some((name) => UI_PACKAGES.test(name))).toBe(true);
  });
});
