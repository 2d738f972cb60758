import { test, expect, hydrated } from './fixtures';

test('side-nav links lead to the next page, in nav order, updating title and content', async ({ page, problems }) => {
  await page.goto('/material-ui/getting-started');
  await hydrated(page);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('link', { name: 'Installation' }).click();
  await expect(page).toHaveURL(/\/material-ui\/getting-started\/installation$/);
  await expect(page.locator('main h1')).toHaveText('Installation');
  await expect(page).toHaveTitle('Installation - Material UI');
  await expect(nav.getByRole('link', { name: 'Installation' })).toHaveAttribute('aria-current', 'page');
  // Next in nav order after Installation is Usage.
  await page.getByRole('link', { name: 'Next: Usage' }).click();
  await expect(page.locator('main h1')).toHaveText('Usage');
  await page.goBack();
  await expect(page.locator('main h1')).toHaveText('Installation');
  expect(problems.list).toEqual([]);
});

test('the side nav keeps its scroll position and open groups from page to page', async ({ page }) => {
  await page.goto('/material-ui/getting-started');
  await hydrated(page);
  const scroller = page.locator('[data-nav-scroller]');
  await scroller.evaluate((el) => (el.scrollTop = 400));
  const inputs = page.locator('[data-nav-scroller] details[data-nav-group]').filter({ has: page.locator('a[href="/material-ui/react-button"]') }).first();
  await page.waitForTimeout(100);
  const top = await scroller.evaluate((el) => el.scrollTop);
  await page.locator('[data-nav-scroller] a[href="/material-ui/react-button"]').click();
  await expect(page.locator('main h1')).toHaveText('Button');
  expect(await page.locator('[data-nav-scroller]').evaluate((el) => el.scrollTop)).toBe(top);
  await expect(inputs).toHaveAttribute('open', '');
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
