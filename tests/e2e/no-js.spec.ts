import { test, expect } from '@playwright/test';

/**
 * HTML first (issue 13): with JavaScript off, every kind of page is complete and navigable —
 * content, side nav (groups open and close), breadcrumbs, table of contents, prev/next, code,
 * API tables and every demo's pre-rendered markup.
 */
test.use({ javaScriptEnabled: false });

const sideNav = (page: import('@playwright/test').Page) => page.locator('[data-nav-scroller] nav');

/** Every table-of-contents link points at a heading of the page. */
async function expectTocResolves(page: import('@playwright/test').Page) {
  const targets = await page.locator('[data-toc] a').evaluateAll((links) => links.map((a) => decodeURIComponent((a as HTMLAnchorElement).hash.slice(1))));
  expect(targets.length).toBeGreaterThan(2);
  for (const id of targets) await expect(page.locator(`[id="${id}"]`), `TOC target #${id}`).toHaveCount(1);
}

test('a guide reads and navigates without JavaScript', async ({ page }) => {
  const response = await page.goto('/material-ui/getting-started/installation');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Installation' })).toBeVisible();
  await expect(sideNav(page).locator('a[aria-current="page"]')).toHaveAttribute('href', '/material-ui/getting-started/installation');
  await expect(page.getByRole('navigation', { name: /breadcrumb/i })).toBeVisible();
  await expectTocResolves(page);
  await expect(page.locator('pre code').first()).toContainText('npm install');
  // Prev/next are plain links to written pages.
  const next = page.locator('a[href="/material-ui/getting-started/usage"]').last();
  await expect(next).toBeVisible();
  await next.click();
  await expect(page).toHaveURL(/\/material-ui\/getting-started\/usage$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('side nav groups open and close as <details> without JavaScript', async ({ page }) => {
  await page.goto('/material-ui/getting-started/installation');
  const components = sideNav(page).locator('details[data-nav-group]').filter({ has: page.locator('summary', { hasText: /^Components/ }) }).first();
  await expect(components).toHaveAttribute('open', '');
  await components.locator('> summary').click();
  await expect(components).not.toHaveAttribute('open', '');
  await components.locator('> summary').click();
  await expect(components.locator('a[href="/material-ui/react-button"]')).toBeVisible();
});

test('a component page shows every demo pre-rendered, with its code, without JavaScript', async ({ page }) => {
  await page.goto('/material-ui/react-button');
  await expect(page.getByRole('heading', { level: 1, name: 'Button' })).toBeVisible();
  const demos = page.locator('[data-island="demo"]');
  expect(await demos.count()).toBeGreaterThanOrEqual(8);
  for (const demo of await demos.all()) {
    await expect(demo.locator('[data-demo] button, [data-demo] a, [data-demo] [role]').first()).toBeAttached();
    // The TS code shows (the default variant); the JS code is in the HTML for JS readers.
    await expect(demo.locator('[data-code-block="TS"] pre')).toBeVisible();
    await expect(demo.locator('[data-code-block="JS"] pre')).toBeHidden();
  }
  await expect(page.locator('[data-island="demo"][data-island-hydrated]')).toHaveCount(0);
  await expectTocResolves(page);
});

test('an API page shows its tables without JavaScript', async ({ page }) => {
  await page.goto('/material-ui/api/button');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Button');
  await expect(page.locator('#props')).toBeVisible();
  await expect(page.locator('table').first()).toBeVisible();
  await expect(page.locator('table').first()).toContainText('variant');
  await expectTocResolves(page);
});

test('the 404 page answers 404 and leads home without JavaScript', async ({ page }) => {
  const response = await page.goto('/material-ui/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('main a[href="/material-ui/getting-started"]').first()).toBeVisible();
  // No stray build id in the layout: it is a meta tag.
  await expect(page.locator('[data-build-id]')).toHaveCount(0);
});
