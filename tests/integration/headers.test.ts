import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS_POLICY } from '../../site/server/securityHeaders';
import { FIXTURE_PAGES, FIXTURE_TEMPLATES, makeFixtureSite, PAGEFIND_BINARY, PAGEFIND_BYTES } from './fixtureSite';
import { NO_FLOOD_LIMIT, send, startServer, tempDb, type Running } from './http';

let server: Running;
const get = (url: string, headers: Record<string, string> = {}) => send(server.origin, 'GET', url, { headers });
const directive = (csp: string, name: string) => csp.split(/;\s*/).find((d) => d.startsWith(`${name} `))?.split(' ').slice(1);

/**
 * The CSP hash source of every inline text in `html` that script-src governs: classic and module
 * scripts and speculation rules; not JSON data blocks or external scripts. Written here, not taken
 * from the build (site/build/cspManifest.ts), so the test reads the pages as a browser would.
 */
function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attrs = '']) => !/\ssrc=/i.test(attrs) && /^(|module|text\/javascript|speculationrules)$/i.test(/\stype="([^"]*)"/i.exec(attrs)?.[1] ?? ''))
    .map(([, , text = '']) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`);
}

beforeAll(async () => {
  server = await startServer((await makeFixtureSite()).dir, await tempDb(), NO_FLOOD_LIMIT);
});
afterAll(() => server.close());

describe('caching', () => {
  it('caches hashed assets for a year, immutable', async () => {
    const asset = await get('/assets/app-Ab12Cd34.js');
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-type']).toMatch(/javascript/);
  });

  it('revalidates pages, the service worker, the manifest and Pagefind files', async () => {
    for (const url of [FIXTURE_PAGES[0]!, '/sw.js', '/manifest.webmanifest', '/pagefind/pagefind.js', '/']) {
      const answer = await get(url);
      expect(answer.status, url).toBe(200);
      expect(answer.headers['cache-control'], url).toBe('no-cache');
    }
    expect((await get('/manifest.webmanifest')).headers['content-type']).toMatch(/^application\/manifest\+json/);
  });

  it('answers a revalidation with 304', async () => {
    const first = await get(FIXTURE_PAGES[0]!);
    const again = await get(FIXTURE_PAGES[0]!, { 'if-none-match': String(first.headers.etag) });
    expect(again.status).toBe(304);
  });
});

describe('pages, redirects and the 404 page', () => {
  it('serves a page from its folder as HTML', async () => {
    const answer = await get(FIXTURE_PAGES[1]!);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.text).toContain('<h1>Page two</h1>');
  });

  it('sends the 404 page with status 404, never 200 or 304', async () => {
    for (const url of ['/docs/nope', '/.csp.json', '/.vite/manifest.json', '/assets', '/%2e%2e/%2e%2e/etc/passwd', '/docs/page-one/index.html/x']) {
      const answer = await get(url, { 'if-none-match': '*' });
      expect(answer.status, url).toBe(404);
      expect(answer.text, url).toContain('<title>Page not found</title>');
      expect(answer.headers['cache-control']).toBe('no-cache');
      expect(answer.headers['content-security-policy']).toBeTruthy();
    }
  });

  it('redirects a trailing slash with 308 to the spelling the site links, query kept', async () => {
    const answer = await get(`${FIXTURE_PAGES[0]}/?userLanguage=en`);
    expect(answer.status).toBe(308);
    expect(answer.headers.location).toBe(`${FIXTURE_PAGES[0]}?userLanguage=en`);
    expect((await get('//evil.example/')).headers.location).toBe('/evil.example');
  });

  it('answers HEAD like GET, without a body', async () => {
    const answer = await send(server.origin, 'HEAD', FIXTURE_PAGES[0]!);
    expect(answer.status).toBe(200);
    expect(answer.raw.length).toBe(0);
  });
});

describe('compression', () => {
  it('sends brotli or gzip as the client asks, and plain text otherwise', async () => {
    const plain = await get(FIXTURE_PAGES[0]!);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await get(FIXTURE_PAGES[0]!, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.raw).toString()).toBe(plain.text);
    expect(br.raw.length).toBeLessThan(plain.raw.length / 3);
    const gzip = await get('/assets/app-Ab12Cd34.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.raw).toString()).toContain('hashed asset');
  });

  it('sends binary files as they are: Pagefind\'s gzipped index is never labelled as another encoding', async () => {
    const answer = await get(`/${PAGEFIND_BINARY}`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.raw.equals(PAGEFIND_BYTES)).toBe(true);
  });
});

describe('security headers', () => {
  it('sends a strict CSP on pages: no unsafe-inline or unsafe-eval for scripts, the hashes of exactly the inline texts the pages carry, only configured third parties', async () => {
    const carried = new Set<string>();
    for (const url of [...FIXTURE_PAGES, '/docs/nope']) {
      const answer = await get(url);
      const scripts = directive(String(answer.headers['content-security-policy']), 'script-src')!;
      expect(scripts, url).not.toContain("'unsafe-inline'");
      expect(scripts, url).not.toContain("'unsafe-eval'");
      const onPage = inlineScriptHashes(answer.text);
      onPage.forEach((hash) => carried.add(hash));
      // Every inline text of the page runs: none lacks its exact hash.
      expect(onPage.length, url).toBeGreaterThan(0);
      expect(onPage.filter((hash) => !scripts.includes(hash)), `${url}: blocked inline texts`).toEqual([]);
    }
    const csp = String((await get(FIXTURE_PAGES[0]!)).headers['content-security-policy']);
    const scripts = directive(csp, 'script-src')!;
    // Colour-mode init, nav state and speculation rules, as the build writes them; no hash for a text no page carries.
    expect(carried.size).toBe(3);
    expect(scripts.filter((s) => s.startsWith("'sha256-")).sort()).toEqual([...carried].sort());
    expect(scripts.filter((s) => s.startsWith('http'))).toEqual(['https://ads.example.net', 'https://tags.example.org']);
    expect(directive(csp, 'connect-src')).toEqual(["'self'", 'https://feed.example.net', 'https://tags.example.org', 'https://collect.example.org']);
    expect(directive(csp, 'object-src')).toEqual(["'none'"]);
    expect(directive(csp, 'base-uri')).toEqual(["'none'"]);
    expect(directive(csp, 'frame-ancestors')).toEqual(["'none'"]);
  });

  it('sends Storybook (/storybook/, and only there) its own policy: its inline scripts\' hashes, framing by itself, still no unsafe-inline or unsafe-eval', async () => {
    expect((await send(server.origin, 'GET', '/storybook?path=/story/x', {})).headers.location).toBe('/storybook/?path=/story/x');
    const hashes = new Set<string>();
    for (const url of ['/storybook/', '/storybook/iframe.html', '/storybook/sb-manager/runtime.js']) {
      const answer = await get(url);
      expect(answer.status, url).toBe(200);
      inlineScriptHashes(answer.text).forEach((hash) => hashes.add(hash));
      const csp = String(answer.headers['content-security-policy']);
      const scripts = directive(csp, 'script-src')!;
      expect(scripts, url).not.toContain("'unsafe-inline'");
      expect(scripts, url).not.toContain("'unsafe-eval'");
      expect(scripts[0], url).toBe("'self'");
      expect(directive(csp, 'frame-src'), url).toEqual(["'self'"]);
      expect(directive(csp, 'frame-ancestors'), url).toEqual(["'self'"]);
      expect(directive(csp, 'connect-src'), url).toEqual(["'self'"]);
      expect(answer.headers['x-frame-options'], url).toBe('SAMEORIGIN');
    }
    // Exactly the hashes of the inline scripts of its two pages (three), none of the site's.
    expect(hashes.size).toBe(3);
    const scripts = directive(String((await get('/storybook/')).headers['content-security-policy']), 'script-src')!;
    expect(scripts.slice(1).sort()).toEqual([...hashes].sort());
    // The site's pages keep theirs.
    const page = await get(FIXTURE_PAGES[0]!);
    expect(directive(String(page.headers['content-security-policy']), 'frame-ancestors')).toEqual(["'none'"]);
    expect(page.headers['x-frame-options']).toBe('DENY');
  });

  it('lets only the Templates page frame, and only its own origin\'s template thumbnails: script-free copies; every other page and the live templates stay unframeable', async () => {
    const templates = await get(FIXTURE_TEMPLATES.page);
    const pageCsp = String(templates.headers['content-security-policy']);
    expect(directive(pageCsp, 'frame-src')).toEqual(["'self'"]);
    expect(directive(pageCsp, 'frame-ancestors')).toEqual(["'none'"]);
    expect(templates.headers['x-frame-options']).toBe('DENY');
    // Apart from frame-src, the Templates page sends the site's policy unchanged.
    const site = String((await get(FIXTURE_PAGES[0]!)).headers['content-security-policy']);
    expect(pageCsp.replace("frame-src 'self'", "frame-src 'none'").split(/;\s*/)).toEqual(site.split(/;\s*/));

    const thumbnail = await get(FIXTURE_TEMPLATES.thumbnail);
    expect(thumbnail.status).toBe(200);
    expect(thumbnail.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(thumbnail.text).not.toMatch(/<script/i);
    expect(thumbnail.text).toContain('<meta name="robots" content="noindex">');
    const thumbCsp = String(thumbnail.headers['content-security-policy']);
    expect(directive(thumbCsp, 'frame-ancestors')).toEqual(["'self'"]);
    expect(directive(thumbCsp, 'script-src')).toEqual(["'none'"]);
    expect(directive(thumbCsp, 'frame-src')).toEqual(["'none'"]);
    expect(thumbnail.headers['x-frame-options']).toBe('SAMEORIGIN');

    for (const url of [FIXTURE_TEMPLATES.template, FIXTURE_PAGES[0]!, '/docs/nope']) {
      const answer = await get(url);
      const csp = String(answer.headers['content-security-policy']);
      expect(directive(csp, 'frame-src'), url).toEqual(["'none'"]);
      expect(directive(csp, 'frame-ancestors'), url).toEqual(["'none'"]);
      expect(answer.headers['x-frame-options'], url).toBe('DENY');
    }
  });

  it('sends the hardened headers on every response', async () => {
    for (const answer of [await get(FIXTURE_PAGES[0]!), await get('/assets/app-Ab12Cd34.js'), await get('/nope'), await get('/api/nope')]) {
      expect(answer.headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'strict-origin-when-cross-origin',
        'cross-origin-opener-policy': 'same-origin',
        'cross-origin-resource-policy': 'same-origin',
        'x-frame-options': 'DENY',
        'strict-transport-security': 'max-age=31536000',
        'permissions-policy': PERMISSIONS_POLICY,
      });
      expect(answer.headers['x-powered-by']).toBeUndefined();
    }
    expect(PERMISSIONS_POLICY).toMatch(/camera=\(\)/);
    expect(PERMISSIONS_POLICY).toMatch(/microphone=\(\)/);
    expect(PERMISSIONS_POLICY).toMatch(/geolocation=\(\)/);
  });
});
