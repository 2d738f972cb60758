import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { answerFor, cacheControlFor, canonicalPathOf, headersFor, IMMUTABLE, REVALIDATE, siteFileFor, withoutTrailingSlash } from '../../../site/server/siteFiles';
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

describe('canonicalPathOf', () => {
  it('drops the slash of pages but keeps Storybook\'s folder slash (its files load by relative URLs)', () => {
    expect(canonicalPathOf('/a/b/', '?x=1')).toBe('/a/b?x=1');
    expect(canonicalPathOf('/storybook/', '?path=/story/x')).toBeUndefined();
    expect(canonicalPathOf('/storybook', '?path=/story/x')).toBe('/storybook/?path=/story/x');
    expect(canonicalPathOf('/storybook/iframe.html', '')).toBeUndefined();
    expect(canonicalPathOf('/storybooks/', '')).toBe('/storybooks');
  });
});

async function siteOf(files: Record<string, string>): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'site-files-'));
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), text);
  }
  return root;
}

describe('site files', () => {
  it('serves pages from their folder, never dotfiles or what lies outside', async () => {
    const root = await siteOf(Object.fromEntries(['index.html', 'a/b/index.html', 'assets/x-1.js', '.csp.json', '.build.json', '.vite/manifest.json', 'assets/sub/index.html'].map((f) => [f, 'x'])));
    expect(await siteFileFor(root, '/')).toBe('index.html');
    expect(await siteFileFor(root, '/a/b')).toBe('a/b/index.html');
    expect(await siteFileFor(root, '/assets/x-1.js')).toBe('assets/x-1.js');
    expect(await siteFileFor(root, '/a')).toBeUndefined();
    expect(await siteFileFor(root, '/.csp.json')).toBeUndefined();
    expect(await siteFileFor(root, '/.build.json')).toBeUndefined();
    expect(await siteFileFor(root, '/.vite/manifest.json')).toBeUndefined();
    expect(await siteFileFor(root, '/%2e%2e/etc/passwd')).toBeUndefined();
  });
});

describe('headersFor', () => {
  it('gives each file its content type and cache-control, in one place', () => {
    expect(headersFor('assets/app-1.js')).toEqual({ 'content-type': 'text/javascript; charset=utf-8', 'cache-control': IMMUTABLE });
    expect(headersFor('a/b/index.html')).toEqual({ 'content-type': 'text/html; charset=utf-8', 'cache-control': REVALIDATE });
    expect(headersFor('manifest.webmanifest')['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(headersFor('pagefind/wasm.en.pagefind')).toEqual({ 'content-type': 'application/octet-stream', 'cache-control': REVALIDATE });
  });
});

describe('answerFor', () => {
  it('answers a page, a redirect, the 404 page and other methods', async () => {
    const root = await siteOf({ 'a/b/index.html': '<h1>b</h1>', '404.html': '<h1>Not here</h1>', 'assets/x-1.css': 'a{}' });
    expect(await answerFor(root, 'GET', '/a/b?x=1')).toEqual({ kind: 'file', status: 200, file: 'a/b/index.html', headers: headersFor('a/b/index.html') });
    expect(await answerFor(root, 'HEAD', '/assets/x-1.css')).toMatchObject({ kind: 'file', file: 'assets/x-1.css', headers: { 'cache-control': IMMUTABLE } });
    expect(await answerFor(root, 'GET', '/a/b/?x=1')).toEqual({ kind: 'redirect', status: 308, headers: { location: '/a/b?x=1', 'cache-control': REVALIDATE } });
    // The redirect comes before the lookup: a missing page with a slash is redirected, then 404s.
    expect((await answerFor(root, 'GET', '//evil.example/')).headers.location).toBe('/evil.example');
    for (const url of ['/nope', '/a', '/%2e%2e/%2e%2e/etc/passwd', '/../../etc/passwd', '/%zz']) {
      const answer = await answerFor(root, 'GET', url);
      expect(answer, url).toMatchObject({ kind: 'notFound', status: 404, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': REVALIDATE } });
      expect(answer.kind === 'notFound' && answer.body.toString(), url).toBe('<h1>Not here</h1>');
    }
    expect(await answerFor(root, 'POST', '/a/b')).toMatchObject({ kind: 'notFound', status: 404, headers: { allow: 'GET, HEAD' } });
  });

  it("answers a written page's Markdown version as Markdown, and the 404 page for a page that has none", async () => {
    const root = await siteOf({ 'a/b/index.html': '<h1>b</h1>', 'a/b.md': '# b', '404.html': '<h1>Not here</h1>' });
    expect(await answerFor(root, 'GET', '/a/b.md')).toEqual({ kind: 'file', status: 200, file: 'a/b.md', headers: { 'content-type': 'text/markdown; charset=utf-8', 'cache-control': REVALIDATE } });
    expect(await answerFor(root, 'GET', '/a/c.md')).toMatchObject({ kind: 'notFound', status: 404, headers: { 'content-type': 'text/html; charset=utf-8' } });
  });

  it('leads a language-prefixed version link to its page with userLanguage (spec §2 prefixes)', async () => {
    const root = await siteOf({ 'index.html': 'home', 'material-ui/getting-started/index.html': 'x', 'blog/index.html': 'b', 'zh/own/index.html': 'z', 'assets/x-1.js': 'j', '404.html': 'nf', 'offline.html': 'o' });
    const to = async (url: string) => {
      const answer = await answerFor(root, 'GET', url);
      return answer.kind === 'redirect' ? `${answer.status} ${answer.headers.location}` : `${answer.status}`;
    };
    expect(await answerFor(root, 'GET', '/zh/material-ui/getting-started')).toEqual({
      kind: 'redirect',
      status: 307,
      headers: { location: '/material-ui/getting-started?userLanguage=zh', 'cache-control': REVALIDATE },
    });
    // Canonical code, other query values kept, a userLanguage in the query replaced.
    expect(await to('/pt-br/material-ui/getting-started?a=1&userLanguage=%3Cb%3E')).toBe('307 /material-ui/getting-started?a=1&userLanguage=pt-BR');
    expect(await to('/zh-Hans-CN/material-ui/getting-started')).toBe('307 /material-ui/getting-started?userLanguage=zh-Hans-CN');
    // The home page: "/zh/" loses its slash first, then "/zh" leads home.
    expect(await to('/zh/')).toBe('308 /zh');
    expect(await to('/zh')).toBe('307 /?userLanguage=zh');
    // An existing file wins over the prefix reading.
    expect(await to('/zh/own')).toBe('200');
    // Never off-site, whatever the slashes: the location is the page found.
    expect(await to('/zh//material-ui/getting-started')).toBe('307 /material-ui/getting-started?userLanguage=zh');
    // Not a page, an ignored path (the blog, the size snapshot), a malformed code, nothing there: 404.
    for (const url of ['/zh/assets/x-1.js', '/zh/offline.html', '/zh/blog', '/zh/size-snapshot', '/zh-/material-ui/getting-started', '/zh--cn/material-ui/getting-started', '/%3Cb%3E/material-ui/getting-started', '/__proto__/material-ui/getting-started', '/zh/nope', '/zh/404', '/zh/zh/material-ui/getting-started']) {
      expect(await to(url), url).toBe('404');
    }
  });

  it('says "Not found" in plain text when the site has no 404 page', async () => {
    const answer = await answerFor(await siteOf({ 'index.html': 'x' }), 'GET', '/nope');
    expect(answer).toMatchObject({ kind: 'notFound', status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
    expect(answer.kind === 'notFound' && answer.body.toString()).toBe('Not found');
  });
});

describe('serverConfigFrom', () => {
  it('listens on 127.0.0.1:3000 with the database under data/ unless told otherwise', () => {
    expect(serverConfigFrom({}, '/repo')).toEqual({
      host: '127.0.0.1',
      port: 3000,
      siteDir: '/repo/dist',
      buildKind: 'production',
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
    expect(serverConfigFrom({ SITE_DIR: 'dist-e2e', SITE_BUILD_KIND: 'test' }, '/repo')).toMatchObject({ siteDir: '/repo/dist-e2e', buildKind: 'test' });
    expect(() => serverConfigFrom({ SITE_BUILD_KIND: 'staging' }, '/repo')).toThrow(/SITE_BUILD_KIND/);
  });
});
