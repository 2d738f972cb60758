import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticServer } from '../../site/server/static';
import { FIXTURE_PAGES, makeFixtureSite, PAGEFIND_BINARY, PAGEFIND_BYTES } from './fixtureSite';
import { NO_FLOOD_LIMIT, send, startServer, tempDb, type Answer, type Running } from './http';

/**
 * The production server (app.ts) and the small static server (static.ts: bench, story runner,
 * service-worker update spec) follow one rule set (siteFiles.ts): the same request gets the same
 * status, location, content type, cache-control and body from both.
 */
let app: Running;
let small: Server;
let smallOrigin: string;

beforeAll(async () => {
  const { dir } = await makeFixtureSite();
  app = await startServer(dir, await tempDb(), NO_FLOOD_LIMIT);
  small = createStaticServer(dir, { compress: true }).listen(0, '127.0.0.1');
  await new Promise((resolve) => small.once('listening', resolve));
  smallOrigin = `http://127.0.0.1:${(small.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await app.close();
  await new Promise((resolve) => small.close(resolve));
});

const PAGE = FIXTURE_PAGES[0]!;
const ASSET = '/assets/app-Ab12Cd34.js';
const NOT_FOUND_TITLE = '<title>Page not found</title>';

/** What the rules decide, without what only one server adds (ETags, security headers). */
const ruled = ({ status, headers, raw }: Answer) => ({
  status,
  location: headers.location,
  type: headers['content-type'],
  cacheControl: headers['cache-control'],
  encoding: headers['content-encoding'],
  allow: headers.allow,
  body: headers['content-encoding'] === 'br' ? brotliDecompressSync(raw).toString() : raw.toString(),
});

const both = async (method: string, url: string, headers: Record<string, string> = {}) => {
  const [fromApp, fromSmall] = await Promise.all([send(app.origin, method, url, { headers }), send(smallOrigin, method, url, { headers })]);
  return { app: ruled(fromApp), small: ruled(fromSmall), raw: { app: fromApp, small: fromSmall } };
};

describe('both servers', () => {
  it.each([
    ['a page', PAGE, 200],
    ['a hashed asset', ASSET, 200],
    ['the web manifest', '/manifest.webmanifest', 200],
    ['the service worker', '/sw.js', 200],
    ['the root redirect page', '/', 200],
    ['a trailing slash (query kept)', `${PAGE}/?userLanguage=en`, 308],
    ['a protocol-relative trailing slash', '//evil.example/', 308],
    ['an unknown path', '/docs/nope', 404],
    ['a folder without a page', '/assets', 404],
    ['the build\'s CSP manifest', '/.csp.json', 404],
    ['the build\'s info', '/.build.json', 404],
    ['Vite\'s manifest', '/.vite/manifest.json', 404],
    ['an encoded traversal', '/%2e%2e/%2e%2e/etc/passwd', 404],
    ['a raw traversal', '/../../../etc/passwd', 404],
    ['a NUL byte', '/index.html%00.png', 404],
  ])('answer %s (%s) alike: %i', async (_name, url, status) => {
    const { app: a, small: s } = await both('GET', url);
    expect(s).toEqual(a);
    expect(a.status).toBe(status);
  });

  it('refuse a path that cannot be decoded (Fastify\'s router answers 400 before any rule runs; the rules say 404)', async () => {
    const { app: a, small: s } = await both('GET', '/%E0%A4%A');
    expect(a.status).toBe(400);
    expect(s.status).toBe(404);
    expect(s.body).toContain(NOT_FOUND_TITLE);
  });

  it('send the 404 page with status 404 and no-cache', async () => {
    const { app: a, small: s } = await both('GET', '/docs/nope');
    for (const answer of [a, s]) {
      expect(answer.body).toContain(NOT_FOUND_TITLE);
      expect(answer.cacheControl).toBe('no-cache');
      expect(answer.type).toBe('text/html; charset=utf-8');
    }
  });

  it('cache hashed assets for good and revalidate pages', async () => {
    expect((await both('GET', ASSET)).small.cacheControl).toBe('public, max-age=31536000, immutable');
    expect((await both('GET', PAGE)).small.cacheControl).toBe('no-cache');
  });

  it('redirect a trailing slash to the spelling the site links, never off-site', async () => {
    expect((await both('GET', `${PAGE}/?userLanguage=en`)).small.location).toBe(`${PAGE}?userLanguage=en`);
    expect((await both('GET', '//evil.example/')).small.location).toBe('/evil.example');
  });

  it('refuse other methods with the 404 page and the methods that work', async () => {
    const { app: a, small: s } = await both('DELETE', PAGE);
    expect(s).toEqual(a);
    expect(a).toMatchObject({ status: 404, allow: 'GET, HEAD' });
    expect(a.body).toContain(NOT_FOUND_TITLE);
  });

  it('compress text alike and leave Pagefind\'s gzipped index as it is', async () => {
    const br = { 'accept-encoding': 'gzip, deflate, br' };
    const page = await both('GET', PAGE, br);
    expect(page.small).toEqual(page.app);
    expect(page.app.encoding).toBe('br');
    // One quality (contentTypes.ts, BROTLI_QUALITY): the same body compresses to about the same size
    // (the plugin compresses as a stream, the static server in one call).
    const [fromApp, fromSmall] = [page.raw.app.raw.length, page.raw.small.raw.length];
    expect(Math.abs(fromApp - fromSmall) / fromApp).toBeLessThan(0.05);
    const index = await both('GET', `/${PAGEFIND_BINARY}`, br);
    expect(index.small).toEqual(index.app);
    expect(index.app).toMatchObject({ status: 200, type: 'application/octet-stream', encoding: undefined });
    expect(index.raw.small.raw.equals(PAGEFIND_BYTES)).toBe(true);
  });
});
