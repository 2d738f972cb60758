import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cacheControlFor, IMMUTABLE, pageRoutesOf, REVALIDATE, siteFileFor, withoutTrailingSlash } from '../../../site/server/siteFiles';
import { serverConfigFrom } from '../../../site/server/config';

describe('cacheControlFor', () => {
  it('caches hashed assets for a year, immutable, and revalidates everything else', () => {
    expect(cacheControlFor('assets/index-DYGXQAhU.js')).toBe(IMMUTABLE);
    expect(IMMUTABLE).toBe('public, max-age=31536000, immutable');
    for (const file of ['index.html', 'material-ui/getting-started/index.html', '404.html', 'sw.js', 'manifest.webmanifest', 'pagefind/pagefind.js', 'pagefind/wasm.en.pagefind', 'favicon.svg', 'assets/nested/x.js']) {
      expect(cacheControlFor(file), file).toBe(REVALIDATE);
    }
  });
});

describe('withoutTrailingSlash', () => {
  it('redirects "/a/b/" to "/a/b", keeping the query', () => {
    expect(withoutTrailingSlash('/a/b/', '?x=1')).toBe('/a/b?x=1');
    expect(withoutTrailingSlash('/a/b//', '')).toBe('/a/b');
    expect(withoutTrailingSlash('/a/b', '')).toBeUndefined();
    expect(withoutTrailingSlash('/', '')).toBeUndefined();
  });

  it('never makes a protocol-relative (off-site) location', () => {
    expect(withoutTrailingSlash('//evil.example/', '')).toBe('/evil.example');
    expect(withoutTrailingSlash('///evil.example//', '')).toBe('/evil.example');
  });
});

describe('site files', () => {
  it('serves pages from their folder, never dotfiles or what lies outside', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'site-files-'));
    for (const file of ['index.html', 'a/b/index.html', 'assets/x-1.js', '.csp.json', '.vite/manifest.json', 'assets/sub/index.html']) {
      await mkdir(path.dirname(path.join(root, file)), { recursive: true });
      await writeFile(path.join(root, file), 'x');
    }
    expect(await siteFileFor(root, '/')).toBe('index.html');
    expect(await siteFileFor(root, '/a/b')).toBe('a/b/index.html');
    expect(await siteFileFor(root, '/assets/x-1.js')).toBe('assets/x-1.js');
    expect(await siteFileFor(root, '/a')).toBeUndefined();
    expect(await siteFileFor(root, '/.csp.json')).toBeUndefined();
    expect(await siteFileFor(root, '/.vite/manifest.json')).toBeUndefined();
    expect(await siteFileFor(root, '/%2e%2e/etc/passwd')).toBeUndefined();
    expect([...(await pageRoutesOf(root))].sort()).toEqual(['/a/b']);
  });
});

describe('serverConfigFrom', () => {
  it('listens on 127.0.0.1:3000 with the database under data/ unless told otherwise', () => {
    expect(serverConfigFrom({}, '/repo')).toEqual({
      host: '127.0.0.1',
      port: 3000,
      siteDir: '/repo/dist',
      feedbackDb: '/repo/data/feedback.sqlite',
      trustProxy: false,
      logLevel: 'info',
    });
    expect(serverConfigFrom({ HOST: '0.0.0.0', PORT: '8080', FEEDBACK_DB: '/var/db/f.sqlite', TRUST_PROXY: 'loopback' }, '/repo')).toMatchObject({
      host: '0.0.0.0',
      port: 8080,
      feedbackDb: '/var/db/f.sqlite',
      trustProxy: 'loopback',
    });
    expect(() => serverConfigFrom({ PORT: 'http' }, '/repo')).toThrow(/PORT/);
  });
});
