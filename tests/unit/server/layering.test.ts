import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { closureOf, importsOf } from '../importGraph';

/** The production server reads what the build wrote (site/server/siteManifest.ts); it never loads build code. */
const ROOT = path.resolve(import.meta.dirname, '../../..');
const SERVER = path.join(ROOT, 'site/server');
const BUILD = path.join(ROOT, 'site/build');
/** Build tooling the server must not load. */
const BUILD_PACKAGES = /^(vite|vite-plugin-pwa|rollup|@vitejs\/|@mdx-js\/|pagefind|typescript)(\/|$)/;

const serverFiles = () => readdirSync(SERVER, { recursive: true, encoding: 'utf8' }).filter((f) => /\.tsx?$/.test(f)).map((f) => path.join(SERVER, f));

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
