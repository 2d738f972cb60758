import { test, expect, hydrated } from './fixtures';

/**
 * Web fonts (src/theme/webFonts.ts): the first page never downloads a font before it is shown;
 * once idle it caches Roboto, and the next page paints in Roboto from its first frame.
 */
const PAGE = '/material-ui/getting-started/installation';
const NEXT = '/material-ui/getting-started/usage';

test('the first page loads no font before load; once idle Roboto is cached, and the next page declares it before its first paint and takes it from the cache', async ({ page, problems }) => {
  const fonts: { url: string; beforeLoad: boolean }[] = [];
  let loaded = false;
  page.on('load', () => (loaded = true));
  page.on('request', (request) => {
    if (request.url().endsWith('.woff2')) fonts.push({ url: new URL(request.url()).pathname, beforeLoad: !loaded });
  });
  await page.goto(PAGE);
  await hydrated(page);
  expect(await page.evaluate(() => [...document.fonts].filter((f) => f.family === 'Roboto').length)).toBe(0);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('docs-fonts-cached')), { timeout: 10_000 }).toBe('1');
  expect(fonts.filter((f) => f.beforeLoad)).toEqual([]);
  expect(fonts.map((f) => f.url).sort()).toEqual([expect.stringMatching(/roboto-latin-400-normal-.*\.woff2$/), expect.stringMatching(/roboto-latin-500/), expect.stringMatching(/roboto-latin-700/)]);

  // The next page: where each face came from, as the browser saw it (network or its own cache).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const sources = new Map<string, string>();
  const servedFromCache = new Set<string>();
  cdp.on('Network.requestServedFromCache', ({ requestId }) => servedFromCache.add(requestId));
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    if (!response.url.endsWith('.woff2')) return;
    const cached = servedFromCache.has(requestId) || response.fromDiskCache || response.fromPrefetchCache || response.fromServiceWorker;
    sources.set(new URL(response.url).pathname, cached ? 'cache' : 'network');
  });
  await page.goto(NEXT);
  // Declared before the first paint: the head script (synchronous, in <head>) wrote the rules there.
  expect(await page.evaluate(() => [...document.head.querySelectorAll('style')].some((s) => s.textContent!.startsWith('@font-face{font-family:Roboto')))).toBe(true);
  await hydrated(page);
  const faces = await page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].filter((f) => f.family === 'Roboto').map((f) => `${f.weight}:${f.status}`);
  });
  expect(faces.sort()).toEqual(['400:loaded', '500:loaded', '700:loaded']);
  // Every face the page used came from the cache the first page filled, none from the network.
  // (Whether it is drawn in the first frame is the browser's call under display optional: a
  // face not at hand within ~100 ms is skipped for that page; so this asserts what makes it
  // at hand, not a timing a loaded machine can miss.)
  expect(sources.size).toBeGreaterThan(0);
  expect([...sources.values()]).not.toContain('network');
  expect(problems.list).toEqual([]);
});
