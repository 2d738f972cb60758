import { test, expect, builtRoutes, everyIslandLive, hydrated, islandLive, scrollToLiveDemos, watchRequests } from './fixtures';
import { AD_LAYOUTS, watchCsp } from './csp';
import { internalLinksOf } from './links';
import { adsSettled, expectReadable, pageKindOf, sourceRoutes } from './pages';
import { seriousAxeViolations } from './axe';
import { templateAt } from '../../site/templates';
import { PRODUCTS } from '../../src/products/identity';
import { TEMPLATES_PAGE_PATHS } from '../../src/config/templateThumbnails';
import { warmTest } from './warmPage';
import { eachAtOnce } from './eachAtOnce';

const routes = builtRoutes();
/** The first route (in the build's sorted order) of each group that `keyOf` puts routes in. */
const firstOfEach = (keyOf: (route: string) => string) => routes.filter((route, i) => routes.findIndex((r) => keyOf(r) === keyOf(route)) === i);
const sources = sourceRoutes();

test(`the build wrote exactly the ${sources.all.length} pages of its sources: content files, API documents and their tabs`, () => {
  // Not the build's own list: a page the build drops or adds fails here, and the crawl below visits the build's list.
  expect(routes, `${routes.length} pages written, ${sources.all.length} in the sources`).toEqual(sources.all);
});

test('the build contains the 12 getting-started pages, the Button page and the Button API page', () => {
  for (const slug of ['', '/installation', '/usage', '/mcp', '/example-projects', '/templates', '/learn', '/design-resources', '/faq', '/supported-components', '/supported-platforms', '/support']) {
    expect(routes).toContain(`/material-ui/getting-started${slug}`);
  }
  expect(routes).toContain('/material-ui/react-button');
  expect(routes).toContain('/material-ui/api/button');
});

/**
 * The crawl: every built page answers 200 with what a reader relies on (title, canonical link, one
 * h1, an article with text, a table of contents whose links reach their headings), hydrates,
 * loads every demo it has (scrolled into view, as a reader would), ends its ad in one of the spec's
 * final states (every content page has one) and shows no console error, hydration warning or CSP
 * violation, with the ad network and analytics on. Pages alternate between the two ad layouts.
 * Each page is a first visit with the browser's cache warm (tests/e2e/warmPage.ts).
 */
routes.forEach((route, index) => {
  const [layout, random] = Object.entries(AD_LAYOUTS)[index % 2]!;
  if (sources.templates.has(route)) {
    warmTest(`${route} (a live template) answers 200 with one h1 and a title, hydrates its island, without errors or CSP violations`, async ({ page, problems }) => {
      const csp = await watchCsp(page, random);
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);
      const { product } = templateAt(route)!;
      await expect(page).toHaveTitle(new RegExp(`\\S+ template - ${PRODUCTS[product].name}$`));
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.getByRole('link', { name: 'All templates' })).toHaveAttribute('href', TEMPLATES_PAGE_PATHS[product]);
      await hydrated(page);
      // The template hydrates when the reader reaches for it (site/TemplatePage.tsx): a pointer over it is enough.
      await expect(page.locator('[data-island="template"][data-island-hydrated]')).toHaveCount(0);
      await page.locator('[data-island="template"] h1').hover();
      await islandLive(page, 'template');
      expect(problems.list).toEqual([]);
      expect(await csp.violations()).toEqual([]);
      expect(csp.console).toEqual([]);
    });
    return;
  }
  warmTest(`${route} answers 200, reads right, hydrates and loads its demos and ad without errors or CSP violations (${layout} ad)`, async ({ page, problems }) => {
    const csp = await watchCsp(page, random);
    const requests = watchRequests(page);
    const response = await page.goto(route);
    expect(response?.status()).toBe(200);
    await hydrated(page);
    await expectReadable(page, route);
    const hasAd = sources.content.has(route);
    await expect(page.locator('main aside[data-ad-slot]')).toHaveCount(hasAd ? 1 : 0);
    // The ad under the title is in view: once it is live, the islands' visibility triggers are set.
    if (hasAd) await islandLive(page, 'ad');
    const timeout = await scrollToLiveDemos(page);
    await everyIslandLive(page, problems, timeout);
    await adsSettled(page);
    // Whatever the page fetched (demo code, ad, analytics) has answered or failed: a blocked request has reported.
    await requests.settled();
    expect(problems.list).toEqual([]);
    expect(await csp.violations()).toEqual([]);
    expect(csp.console).toEqual([]);
    // Issue 16: no serious or critical axe finding (WCAG 2.1 A/AA and best practice), demos live, in light.
    expect(await seriousAxeViolations(page), 'serious or critical axe violations (light)').toEqual([]);
  });
});

/**
 * The other scheme: the 404 page and the first page of each kind (component page,
 * its Component API tab, API page, guide), every demo live, in dark (the system preference, which
 * the default "system" mode follows).
 */
test.describe('in dark', () => {
  test.use({ colorScheme: 'dark' });
  for (const route of ['/material-ui/no-such-page', ...firstOfEach((route) => pageKindOf(route, sources.content))]) {
    test(`${route} has no serious or critical axe violation in dark`, async ({ page }) => {
      await page.goto(route);
      await hydrated(page);
      await expect(page.locator('html')).toHaveClass(/\bdark\b/);
      await scrollToLiveDemos(page);
      expect(await seriousAxeViolations(page), 'serious or critical axe violations (dark)').toEqual([]);
    });
  }
});

/**
 * The side nav, which the crawl's axe check leaves out (tests/e2e/axe.ts): it is the same tree on every
 * page of a product, so it is checked whole on the first page of each tree, in light and in dark.
 */
test.describe('the side nav of every product', () => {
  const firstOfEachTree = firstOfEach((route) => route.split('/')[1]!);
  for (const colorScheme of ['light', 'dark'] as const) {
    test.describe(colorScheme, () => {
      test.use({ colorScheme });
      for (const route of firstOfEachTree) {
        test(`${route}: the side nav has no serious or critical axe violation in ${colorScheme}`, async ({ page }) => {
          await page.goto(route);
          await hydrated(page);
          await expect(page.locator('[data-nav-scroller] nav a[aria-current="page"]')).toHaveCount(1);
          expect(await seriousAxeViolations(page, { sideNav: true })).toEqual([]);
        });
      }
    });
  }
});

/** The root address forwards at once; its own markup (without the forward, so axe reads it and not the next page) is a page too. */
test('the root page has a main landmark, a heading and no serious or critical axe violation', async ({ page, request }) => {
  const html = await (await request.get('/')).text();
  expect(html).toMatch(/<meta http-equiv="refresh" content="0; url=\/material-ui\/getting-started">/);
  await page.setContent(html.replace(/<meta http-equiv="refresh"[^>]*>/, ''));
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('MUI documentation');
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test('an unknown path answers 404 with the 404 page', async ({ page, problems }) => {
  const response = await page.goto('/material-ui/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  // The document's own 404 status is the one expected "failed" resource.
  expect(problems.list.filter((p) => !p.endsWith(`@ ${page.url()}`))).toEqual([]);
});

test('every internal link of every page leads to a page that exists', async ({ request }) => {
  test.setTimeout(180_000);
  const targets = new Set<string>();
  await eachAtOnce(routes, async (route) => {
    for (const href of internalLinksOf(await (await request.get(route)).text())) targets.add(href);
  });
  // Every page is reachable by a link (the side nav; the templates from the Templates page), and every link target exists.
  for (const route of routes) expect(targets).toContain(route);
  const broken: string[] = [];
  await eachAtOnce([...targets], async (href) => {
    const res = await request.get(href, { maxRedirects: 0 });
    if (res.status() !== 200) broken.push(`${href} -> ${res.status()}`);
  });
  expect(broken.sort()).toEqual([]);
});
