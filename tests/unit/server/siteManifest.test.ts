import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageRoutesOf, writeBuildInfo } from '../../../site/build/buildInfo';
import { BUILD_INFO_FILE, buildKindFrom, builtKindOf, readBuildInfo, readCspManifest, startupActionFor } from '../../../site/server/siteManifest';

async function builtSite(files: string[]): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'site-manifest-'));
  for (const file of files) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), 'x');
  }
  return root;
}

describe('the build info the build writes for the server', () => {
  it('lists every pre-rendered page, sorted: folders with an index.html, not the root, assets, dot-folders or Storybook', async () => {
    const root = await builtSite(['index.html', '404.html', 'b/index.html', 'a/b/index.html', 'a/c.html', 'assets/index.html', 'assets/sub/index.html', '.vite/x/index.html', 'pagefind/pagefind.js', 'storybook/index.html', 'storybook/sb-addons/index.html']);
    expect(await pageRoutesOf(root)).toEqual(['/a/b', '/b']);
  });

  it('is written as data, with its kind, and read back by the server', async () => {
    const root = await builtSite(['index.html', 'a/index.html', 'z/y/index.html']);
    expect(builtKindOf(root)).toBeUndefined();
    const written = await writeBuildInfo(root, 'test');
    expect(written).toEqual({ kind: 'test', pages: ['/a', '/z/y'] });
    expect(JSON.parse(await readFile(path.join(root, BUILD_INFO_FILE), 'utf8'))).toEqual(written);
    expect(readBuildInfo(root)).toEqual(written);
    expect(builtKindOf(root)).toBe('test');
  });

  it('is required: without it the server says to build the site first', async () => {
    const root = await builtSite(['index.html', 'a/index.html']);
    expect(() => readBuildInfo(root)).toThrow(/\.build\.json is missing: build the site \(npm run build\) before serving it/);
    expect(() => readCspManifest(root)).toThrow(/\.csp\.json is missing: build the site \(npm run build\) before serving it/);
    await writeFile(path.join(root, BUILD_INFO_FILE), JSON.stringify({ kind: 'nightly', pages: [] }));
    expect(() => readBuildInfo(root)).toThrow(/not a build's info: build the site/);
    expect(builtKindOf(root)).toBeUndefined();
  });
});

describe('build kinds', () => {
  it('are production unless SITE_BUILD_KIND says test', () => {
    expect(buildKindFrom({})).toBe('production');
    expect(buildKindFrom({ SITE_BUILD_KIND: '' })).toBe('production');
    expect(buildKindFrom({ SITE_BUILD_KIND: 'test' })).toBe('test');
    expect(() => buildKindFrom({ SITE_BUILD_KIND: 'prod' })).toThrow(/SITE_BUILD_KIND must be production or test/);
  });

  it('decide what npm start does: serve the expected build, rebuild for production, never build a test build', () => {
    expect(startupActionFor('production', 'production')).toBe('serve');
    expect(startupActionFor(undefined, 'production')).toBe('build');
    expect(startupActionFor('test', 'production')).toBe('build');
    expect(startupActionFor('test', 'test')).toBe('serve');
    expect(startupActionFor('production', 'test')).toBe('refuse');
    expect(startupActionFor(undefined, 'test')).toBe('refuse');
  });
});
