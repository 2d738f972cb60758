import { test, expect, hydrated } from './fixtures';

test('side-nav links navigate client-side, in nav order, updating title and content', async ({ page, problems }) => {
  await page.goto('/material-ui/getting-started');
  await hydrated(page);
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('link', { name: 'Installation' }).click();
  await expect(page).toHaveURL(/\/material-ui\/getting-started\/installation$/);
  await expect(page.locator('main h1')).toHaveText('Installation');
  await expect(page).toHaveTitle('Installation - Material UI');
  await expect(nav.getByRole('link', { name: 'Installation' })).toHaveAttribute('aria-current', 'page');
  // Next in nav order after Installation is Usage.
  await page.getByRole('link', { name: 'Next: Usage' }).click();
  await expect(page.locator('main h1')).toHaveText('Usage');
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  await page.goBack();
  await expect(page.locator('main h1')).toHaveText('Installation');
  expect(problems.list).toEqual([]);
});

test('each page loads its own chunk on client navigation', async ({ page }) => {
  await page.goto('/material-ui/getting-started');
  await hydrated(page);
  const scripts: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
  await page.locator('nav[aria-label="Main navigation"] a[href="/material-ui/react-button"]').click();
  await expect(page.locator('main h1')).toHaveText('Button');
  expect(scripts.some((u) => /react-button.*\.js$/.test(u))).toBe(true);
});

test('breadcrumbs, table of contents and edit link on a page', async ({ page }) => {
  await page.goto('/material-ui/react-button');
  await hydrated(page);
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
  await expect(crumbs).toContainText('Material UI');
  await expect(crumbs).toContainText('Inputs');
  const toc = page.getByRole('navigation', { name: 'On this page' });
  const first = toc.getByRole('link').first();
  await expect(first).toHaveAttribute('href', /^#/);
  await expect(page.getByRole('link', { name: 'Edit this page' })).toHaveAttribute('href', /site\/content\/material-ui\/react-button\.mdx$/);
});

test('copy button: Copy, then Copied, then Copy again after 2 s', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/material-ui/getting-started/installation');
  await hydrated(page);
  const block = page.locator('main pre').first();
  const code = (await block.textContent()) ?? '';
  const button = page.locator('main').getByRole('button', { name: 'Copy' }).first();
  await button.click();
  await expect(page.locator('main').getByRole('button', { name: 'Copied' })).toHaveCount(1);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code.trim());
  await page.waitForTimeout(1500);
  await expect(page.locator('main').getByRole('button', { name: 'Copied' })).toHaveCount(1);
  await expect(page.locator('main').getByRole('button', { name: 'Copied' })).toHaveCount(0, { timeout: 1500 });
});

test('mobile: the side nav is a temporary drawer', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/material-ui/getting-started/usage');
  await hydrated(page);
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();
  await page.getByRole('button', { name: 'Open navigation' }).click();
  const link = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'FAQs' });
  await link.click();
  await expect(page.locator('main h1')).toHaveText('FAQs');
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();
});

test('a hostile userLanguage value falls back to English and is never reflected', async ({ page, problems }) => {
  const evil = `<img src=x onerror="window.__pwned=1">${'x'.repeat(10_000)}`;
  await page.goto(`/material-ui/getting-started?userLanguage=${encodeURIComponent(evil)}`);
  await hydrated(page);
  await expect(page.locator('main h1')).toHaveText('Overview');
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(await page.content()).not.toContain('onerror="window.__pwned');
  expect(problems.list).toEqual([]);
});
