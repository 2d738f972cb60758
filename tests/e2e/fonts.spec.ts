import { test, expect, hydrated } from './fixtures';

/**
 * Web fonts (src/theme/webFonts.ts): the first page never downloads a font before it is shown;
 * once idle it caches Roboto, and the next page paints in Roboto from its first frame.
 */
const PAGE = '/material-ui/getting-started/installation';
const NEXT = '/material-ui/getting-started/usage';

test('the first page loads no font before load; once idle Roboto is cached, and the next page uses it from the start', async ({ page, problems }) => {
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

  await page.goto(NEXT);
  await hydrated(page);
  // Declared before the first paint by the head script, and in use (display optional, from the cache).
  const faces = await page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].filter((f) => f.family === 'Roboto').map((f) => `${f.weight}:${f.status}`);
  });
  expect(faces.sort()).toEqual(['400:loaded', '500:loaded', '700:loaded']);
  expect(await page.evaluate(() => document.fonts.check('16px Roboto'))).toBe(true);
  expect(problems.list).toEqual([]);
});
