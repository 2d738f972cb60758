import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/** The production server reads what the build wrote (site/server/siteManifest.ts); it never loads build code. */
const ROOT = path.resolve(import.meta.dirname, '../../..');
const SERVER = path.join(ROOT, 'site/server');
const BUILD = path.join(ROOT, 'site/build');
/** Build tooling the server must not load. */
const BUILD_PACKAGES = /^(vite|vite-plugin-pwa|rollup|@vitejs\/|@mdx-js\/|pagefind|typescript)(\/|$)/;

const serverFiles = () => readdirSync(SERVER, { recursive: true, encoding: 'utf8' }).filter((f) => /\.tsx?$/.test(f)).map((f) => path.join(SERVER, f));

/** Every module a file imports (static, re-exports, dynamic `import()`), type-only imports included. */
function importsOf(file: string): string[] {
  return ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles.map((f) => f.fileName);
}

function resolveLocal(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((f) => existsSync(f) && statSync(f).isFile());
}

/** The files and packages reachable from `entries` through relative imports. */
function closureOf(entries: string[]) {
  const files = new Set<string>();
  const packages = new Set<string>();
  const stack = [...entries];
  while (stack.length) {
    const file = stack.pop()!;
    if (files.has(file)) continue;
    files.add(file);
    for (const specifier of importsOf(file)) {
      if (!specifier.startsWith('.')) {
        packages.add(specifier);
        continue;
      }
      const target = resolveLocal(file, specifier);
      if (target && /\.tsx?$/.test(target)) stack.push(target);
    }
  }
  return { files, packages };
}

describe('site/server', () => {
  it('imports nothing from site/build, directly', () => {
    const offending = serverFiles().flatMap((file) =>
      importsOf(file)
        .filter((s) => s.startsWith('.') && path.resolve(path.dirname(file), s).startsWith(BUILD + path.sep))
        .map((s) => `${path.relative(ROOT, file)} → ${s}`),
    );
    expect(offending).toEqual([]);
  });

  it('loads no build code or build tooling, through any chain of imports', () => {
    const { files, packages } = closureOf(serverFiles());
    expect([...files].filter((f) => f.startsWith(BUILD + path.sep)).map((f) => path.relative(ROOT, f))).toEqual([]);
    expect([...packages].filter((p) => BUILD_PACKAGES.test(p))).toEqual([]);
    // The walk does follow imports out of site/server (the policy, the feedback rules).
    expect(files.has(path.join(ROOT, 'src/csp/policy.ts'))).toBe(true);
  });

  it('would be caught: the check sees an import of build code', () => {
    expect(importsOf(path.join(BUILD, 'cspManifest.ts'))).toContain('vite');
  });
});
