import { test, expect, builtRoutes, hydrated, scrollThrough } from './fixtures';
import { AD_LAYOUTS, watchCsp } from './csp';
import { internalLinksOf } from './links';

const routes = builtRoutes();

test('the build contains the 12 getting-started pages, the Button page and the Button API page', () => {
  expect(routes.length).toBeGreaterThan(200);
  for (const slug of ['', '/installation', '/usage', '/mcp', '/example-projects', '/templates', '/learn', '/design-resources', '/faq', '/supported-components', '/supported-platforms', '/support']) {
    expect(routes).toContain(`/material-ui/getting-started${slug}`);
  }
  expect(routes).toContain('/material-ui/react-button');
  expect(routes).toContain('/material-ui/api/button');
});

/**
 * The crawl: every built page answers 200, hydrates, loads every demo it has (scrolled into view,
 * as a reader would) and shows no console error, hydration warning or CSP violation, with the ad
 * network and analytics on. Pages alternate between the two ad layouts, so both run everywhere.
 */
routes.forEach((route, index) => {
  const [layout, random] = Object.entries(AD_LAYOUTS)[index % 2]!;
  test(`${route} answers 200, hydrates and loads its demos without errors or CSP violations (${layout} ad)`, async ({ page, problems }) => {
    const csp = await watchCsp(page, random);
    const response = await page.goto(route);
    expect(response?.status()).toBe(200);
    await hydrated(page);
    await expect(page.locator('main h1')).toHaveCount(1);
    const count = await page.locator('[data-demo-island]').count();
    await scrollThrough(page);
    await expect(page.locator('[data-demo-island][data-demo-live]')).toHaveCount(count);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('[data-ad-kind="loading"]')).toHaveCount(0);
    // Give late effects (scroll spy, mode sync) a moment to complain.
    await page.waitForTimeout(200);
    expect(problems.list).toEqual([]);
    expect(await csp.violations()).toEqual([]);
    expect(csp.console).toEqual([]);
  });
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
  for (const route of routes) {
    for (const href of internalLinksOf(await (await request.get(route)).text())) targets.add(href);
  }
  // Every page is reachable by a link (the side nav), and every link target exists.
  for (const route of routes) expect(targets).toContain(route);
  const broken: string[] = [];
  for (const href of targets) {
    const res = await request.get(href, { maxRedirects: 0 });
    if (res.status() !== 200) broken.push(`${href} -> ${res.status()}`);
  }
  expect(broken).toEqual([]);
});
