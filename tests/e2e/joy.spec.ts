import type { Page } from '@playwright/test';
import { test, expect, gtagEvents, hydrated, islandLive } from './fixtures';

/**
 * Joy UI pages (issue 17): Joy demos in Joy's own theme and typeface, in the site's colour mode from
 * the first paint and through every change, and the product shown as Joy UI wherever the frame says
 * which product a page belongs to. Pages without a Joy demo load nothing of Joy's.
 */
const JOY_PAGE = '/joy-ui/react-button';
const MATERIAL_PAGE = '/material-ui/react-button';

/** The soft button of the Joy variants demo (its background is light in light mode, dark in dark). */
const softButton = (page: Page) => page.locator('[data-demo="ButtonVariants"]').getByRole('button', { name: 'Save for later' });
/** Relative luminance (0 black … 1 white) of the soft button's computed background. */
const softLuminance = (page: Page) =>
  softButton(page).evaluate((el) => {
    const [r, g, b] = (getComputedStyle(el).backgroundColor.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((c) => Number(c) / 255);
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  });

async function openSetting(page: Page, name: string) {
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('button', { name, exact: true }).click();
  await page.keyboard.press('Escape');
}

test.describe('light OS', () => {
  test.use({ colorScheme: 'light' });

  test("a Joy demo is in Joy's look: Inter, Joy's variables, Joy's classes", async ({ page, problems }) => {
    await page.goto(JOY_PAGE);
    await hydrated(page);
    const solid = page.locator('[data-demo="ButtonVariants"]').getByRole('button', { name: 'Book the trip' });
    // Before and after the demo hydrates: the pre-rendered HTML carries Joy's rules.
    for (const stage of ['pre-rendered', 'live']) {
      if (stage === 'live') {
        await solid.scrollIntoViewIfNeeded();
        await islandLive(page, 'demo');
      }
      await expect(solid, stage).toHaveClass(/MuiButton-variantSolid/);
      expect(await solid.evaluate((el) => getComputedStyle(el).fontFamily), stage).toMatch(/^"?Inter"?,/);
      expect(await solid.evaluate((el) => getComputedStyle(el).backgroundColor), stage).toBe('rgb(11, 107, 203)');
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--joy-palette-primary-500').trim()), stage).toBe('#0B6BCB');
    }
    expect(problems.list).toEqual([]);
  });

  test('a Joy demo switches to dark with the site setting without a reload, and keeps it after one (also before scripts run)', async ({ page, problems }) => {
    await page.goto(JOY_PAGE);
    await hydrated(page);
    await softButton(page).scrollIntoViewIfNeeded();
    await islandLive(page, 'demo');
    expect(await softLuminance(page)).toBeGreaterThan(0.8);
    // A mark on this document: gone if the page reloads.
    await page.evaluate(() => ((window as unknown as { joyMark?: boolean }).joyMark = true));
    await openSetting(page, 'Dark');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect.poll(() => softLuminance(page)).toBeLessThan(0.3);
    expect(await page.evaluate(() => (window as unknown as { joyMark?: boolean }).joyMark)).toBe(true);
    // Joy stored nothing of its own: the site's setting is the one mode.
    expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('joy-')))).toEqual([]);

    await page.reload();
    await hydrated(page);
    expect(await softLuminance(page)).toBeLessThan(0.3);
    // First paint: with every script held back, the pre-rendered demo is dark already.
    await page.route('**/*.js', (route) => route.abort());
    await page.reload();
    expect(await softLuminance(page)).toBeLessThan(0.3);
    expect(problems.list.filter((p) => !p.includes('net::ERR_FAILED') && !p.includes('Failed to fetch dynamically imported module'))).toEqual([]);
  });

  test('"System" follows the OS preference as it changes, without a reload', async ({ page, problems }) => {
    await page.goto(JOY_PAGE);
    await hydrated(page);
    await softButton(page).scrollIntoViewIfNeeded();
    await islandLive(page, 'demo');
    await openSetting(page, 'System');
    expect(await softLuminance(page)).toBeGreaterThan(0.8);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => softLuminance(page)).toBeLessThan(0.3);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => softLuminance(page)).toBeGreaterThan(0.8);
    expect(problems.list).toEqual([]);
  });

  test('right-to-left: the start decorator moves to the right of the label', async ({ page, problems }) => {
    await page.goto(JOY_PAGE);
    await hydrated(page);
    const add = page.locator('[data-demo="ButtonDecorators"]').getByRole('button', { name: 'Add to itinerary' });
    await add.scrollIntoViewIfNeeded();
    const side = () => add.evaluate((el) => {
      const button = el.getBoundingClientRect();
      const icon = el.querySelector('.MuiButton-startDecorator')!.getBoundingClientRect();
      return icon.left - button.left < button.right - icon.right ? 'left' : 'right';
    });
    expect(await side()).toBe('left');
    await openSetting(page, 'Right to left');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect.poll(side).toBe('right');
    expect(problems.list).toEqual([]);
  });
});

test("Inter is fetched once the Joy page is idle, and the next Joy page declares it from the first paint; Material pages get nothing of Joy's", async ({ page, problems }) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  await page.goto(MATERIAL_PAGE);
  await hydrated(page);
  await page.locator('[data-demo]').first().scrollIntoViewIfNeeded();
  await islandLive(page, 'demo');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('docs-fonts-cached')), { timeout: 15_000 }).toBe('1');
  // No Joy font, chunk, variable or meta tag on a page without a Joy demo.
  expect(requests.filter((p) => /inter-latin|withJoy|JoyProvider/i.test(p))).toEqual([]);
  expect(await page.locator('meta[name="docs-fonts-joy"]').count()).toBe(0);
  expect(await page.evaluate(() => [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)).join('').includes('--joy-'))).toBe(false);

  await page.goto(JOY_PAGE);
  await hydrated(page);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('docs-fonts-joy-cached')), { timeout: 15_000 }).toBe('1');
  expect(requests.filter((p) => /inter-latin-\d+-normal/.test(p)).length).toBeGreaterThanOrEqual(4);

  await page.goto('/joy-ui/react-button#loading');
  await page.reload();
  await hydrated(page);
  const inter = await page.evaluate(async () => {
    await document.fonts.ready;
    return document.fonts.check('600 14px Inter');
  });
  expect(inter).toBe(true);
  expect(problems.list).toEqual([]);
});

test('the frame says Joy UI on a Joy page: switcher, breadcrumbs, side nav, page_view; the switcher goes to Material UI and back', async ({ page, problems }) => {
  await page.goto(JOY_PAGE);
  await hydrated(page);
  await expect(page.getByRole('navigation', { name: 'Breadcrumbs' })).toContainText('Joy UI');
  await expect(page.getByRole('navigation', { name: 'Breadcrumbs' })).toContainText('Inputs');
  await expect(page).toHaveTitle('Button - Joy UI');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  // The component page's entry (the APIs group has a "Button" entry too: /joy-ui/api/button).
  await expect(nav.locator('a[href="/joy-ui/react-button"]')).toHaveAttribute('aria-current', 'page');
  await expect(nav.locator('a[href^="/material-ui/"]')).toHaveCount(0);
  await expect.poll(() => gtagEvents(page, 'page_view')).toHaveLength(1);
  expect(await gtagEvents(page, 'page_view')).toEqual([expect.objectContaining({ productId: 'joy-ui', productCategoryId: 'core', page_title: 'Button - Joy UI' })]);

  const switcher = page.getByRole('banner').getByRole('button', { name: 'Product: Joy UI' });
  await switcher.click();
  await expect(page.getByRole('menuitem', { name: /Joy UI/ })).toHaveAttribute('aria-current', 'page');
  await page.getByRole('menuitem', { name: /Material UI/ }).click();
  await expect(page).toHaveURL(/\/material-ui\//);
  await hydrated(page);
  await expect(page.getByRole('navigation', { name: 'Breadcrumbs' })).toContainText('Material UI');
  await page.getByRole('banner').getByRole('button', { name: 'Product: Material UI' }).click();
  const joy = page.getByRole('menuitem', { name: /Joy UI/ });
  await expect(joy).toHaveAttribute('href', /^\/joy-ui\//);
  await joy.click();
  await expect(page).toHaveURL(/\/joy-ui\//);
  await hydrated(page);
  await expect(page.getByRole('navigation', { name: 'Breadcrumbs' })).toContainText('Joy UI');
  expect(problems.list).toEqual([]);
});

test("search: Joy pages are listed under Joy UI, and the index's product filter narrows a search to Joy UI", async ({ page, problems }) => {
  await page.goto(JOY_PAGE);
  await hydrated(page);
  const found = await page.evaluate(async () => {
    type Pagefind = {
      options(o: object): Promise<void>;
      init(): Promise<void>;
      filters(): Promise<Record<string, Record<string, number>>>;
      search(q: string, o?: object): Promise<{ results: { data(): Promise<{ url: string; meta: Record<string, string> }> }[] }>;
    };
    // The site's own Pagefind runtime (the build writes it); a variable keeps TypeScript from resolving it.
    const runtime = '/pagefind/pagefind.js';
    const pagefind = (await import(/* @vite-ignore */ runtime)) as Pagefind;
    await pagefind.options({ baseUrl: '/' });
    await pagefind.init();
    const filters = await pagefind.filters();
    const joy = await pagefind.search('button', { filters: { product: 'Joy UI' } });
    const data = await Promise.all(joy.results.map((r) => r.data()));
    return { filters: filters.product ?? {}, urls: data.map((d) => d.url), products: [...new Set(data.map((d) => d.meta.product))] };
  });
  expect(found.filters['Joy UI']).toBeGreaterThanOrEqual(1);
  expect(found.filters['Material UI']).toBeGreaterThan(found.filters['Joy UI']!);
  expect(found.urls.length).toBeGreaterThanOrEqual(1);
  expect(found.urls.every((url) => url.startsWith('/joy-ui/'))).toBe(true);
  expect(found.products).toEqual(['Joy UI']);
  expect(problems.list).toEqual([]);
});
