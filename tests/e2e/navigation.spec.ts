import { test, expect, hydrated } from './fixtures';
import { NAV_STATE_KEY } from '../../site/client/navState';
import { COPY_RESET_MS } from '../../src/spec/runtime';
import { COPY_BUTTON_ATTR } from '../../src/components/code/copyController';

test('side-nav links lead to the next page, in nav order, updating title and content', async ({ page, problems }) => {
  await page.goto('/material-ui/getting-started');
  await hydrated(page);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('link', { name: 'Installation', exact: true }).click();
  await expect(page).toHaveURL(/\/material-ui\/getting-started\/installation$/);
  await expect(page.locator('main h1')).toHaveText('Installation');
  await expect(page).toHaveTitle('Installation - Material UI');
  await expect(nav.getByRole('link', { name: 'Installation', exact: true })).toHaveAttribute('aria-current', 'page');
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
  const top = await scroller.evaluate((el) => {
    el.scrollTop = 400;
    return el.scrollTop;
  });
  const inputs = page.locator('[data-nav-scroller] details[data-nav-group]').filter({ has: page.locator('a[href="/material-ui/react-button"]') }).first();
  // The page script has saved the position for the next page (on the frame after the scroll).
  await expect.poll(() => page.evaluate((key) => (JSON.parse(sessionStorage.getItem(key) ?? 'null') as { scrollTop?: number } | null)?.scrollTop, NAV_STATE_KEY)).toBe(top);
  await page.locator('[data-nav-scroller] a[href="/material-ui/react-button"]').click();
  await expect(page.locator('main h1')).toHaveText('Button');
  expect(await page.locator('[data-nav-scroller]').evaluate((el) => el.scrollTop)).toBe(top);
  await expect(inputs).toHaveAttribute('open', '');
});

/**
 * What the nav restore script (site/client/navState.ts) reads of the page's layout while the page is
 * still being parsed: one entry per getBoundingClientRect call, and the scroll position it left.
 */
async function restoreOnFirstParse(page: import('@playwright/test').Page, width: number) {
  await page.setViewportSize({ width, height: 800 });
  await page.addInitScript((key) => {
    // The reader closed the Customization group on an earlier page and never scrolled the nav.
    sessionStorage.setItem(key, JSON.stringify({ open: [], closed: ['/material-ui/customization'] }));
    const read = Element.prototype.getBoundingClientRect;
    const w = window as unknown as { __layoutReadsWhileParsing: number };
    w.__layoutReadsWhileParsing = 0;
    Element.prototype.getBoundingClientRect = function (this: Element) {
      if (document.readyState === 'loading') w.__layoutReadsWhileParsing += 1;
      return read.call(this);
    };
  }, NAV_STATE_KEY);
  // A page in the middle of the nav's longest group: centred, its item is not held at either end.
  await page.goto('/material-ui/api/button');
  await hydrated(page);
  return page.evaluate(() => ({
    layoutReads: (window as unknown as { __layoutReadsWhileParsing: number }).__layoutReadsWhileParsing,
    customizationOpen: document.querySelector<HTMLDetailsElement>('[data-nav-scroller] details[data-nav-group="/material-ui/customization"]')?.open ?? null,
  }));
}

test('on a phone the nav restore script keeps the groups the reader closed and reads no layout while the page is parsed', async ({ page }) => {
  // The nav is hidden under 900 px: nothing to scroll, so no forced layout in the middle of the parse.
  expect(await restoreOnFirstParse(page, 390)).toEqual({ layoutReads: 0, customizationOpen: false });
});

test('on a desktop the nav restore script centres the current page in the pane as the page is parsed', async ({ page }) => {
  const { layoutReads, customizationOpen } = await restoreOnFirstParse(page, 1280);
  expect(customizationOpen).toBe(false);
  expect(layoutReads).toBeGreaterThan(0);
  const centred = await page.locator('[data-nav-scroller]').evaluate((pane) => {
    const current = pane.querySelector('[aria-current="page"]')!.getBoundingClientRect();
    const box = pane.getBoundingClientRect();
    return Math.abs(current.top - box.top - pane.clientHeight / 2) < current.height + 2;
  });
  expect(centred).toBe(true);
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

test(`copy button: Copy, then Copied, then Copy again after ${COPY_RESET_MS / 1000} s`, async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // The page's timers on a clock the test moves: the spec's 2 s, not a window of wall time.
  await page.clock.install();
  await page.goto('/material-ui/getting-started/installation');
  await hydrated(page);
  await page.clock.pauseAt(Date.now() + 1000);
  const block = page.locator('main [data-language]').filter({ has: page.locator('pre') }).first();
  const code = (await block.locator('pre').textContent()) ?? '';
  // This block's own button, whatever its name says.
  const button = block.locator(`[${COPY_BUTTON_ATTR}]`);
  await expect(button).toHaveAccessibleName('Copy');
  await button.click();
  await expect(button).toHaveAccessibleName('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code.trim());
  await page.clock.runFor(COPY_RESET_MS - 1);
  await expect(button).toHaveAccessibleName('Copied');
  await page.clock.runFor(1);
  await expect(button).toHaveAccessibleName('Copy');
  await expect(page.locator('main').getByRole('button', { name: 'Copied' })).toHaveCount(0);
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

test('mobile: the drawer opens on the page the reader is on, its link focused and in view', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  // Far down the nav (the Component API group comes after the getting-started and component groups).
  await page.goto('/material-ui/api/button');
  await hydrated(page);
  await page.getByRole('button', { name: 'Open navigation' }).click();
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  const current = nav.locator('a[aria-current="page"]');
  await expect(current).toHaveAttribute('href', '/material-ui/api/button');
  await expect(current).toBeFocused();
  await expect(current).toBeInViewport({ ratio: 1 });
  // The page under the drawer has not moved.
  expect(await page.evaluate(() => scrollY)).toBe(0);
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

test("Docs-infra's flag tree: every flag on its entry, the deepest page open and current, keyboard order", async ({ page, problems }) => {
  await page.goto('/experiments/docs/third-level-child');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Third-level child' })).toHaveAttribute('aria-current', 'page');
  // Groups have no page: the breadcrumbs name them without links; previous and next cross group bounds.
  await expect(page.getByRole('navigation', { name: 'Breadcrumbs' })).toContainText('Second-level child parent');
  await expect(page.getByRole('link', { name: 'Previous: Subheader divider' })).toBeVisible();
  await page.getByRole('link', { name: 'Next: Fourth-level child' }).click();
  await expect(page.locator('main h1')).toHaveText('Fourth-level child');
  for (const [title, chip] of [['New feature', 'New'], ['Planned feature', 'Planned'], ['Unstable feature', 'Preview'], ['Beta feature', 'Beta'], ['Legacy feature', 'Legacy']]) {
    await expect(nav.getByRole('link', { name: new RegExp(`^${title}`) })).toContainText(chip!);
  }
  await expect(nav.getByRole('link', { name: /^OverflowWithLongApiComponent/ }).getByRole('img', { name: 'Pro plan' })).toBeVisible();
  // From the current link, Tab reaches the flagged entries in nav order (no stop on the subheader).
  await nav.getByRole('link', { name: 'Fourth-level child' }).focus();
  await page.keyboard.press('Tab');
  await expect(nav.getByRole('link', { name: /^Pro plan/ })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(nav.getByRole('link', { name: /^New feature/ })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main h1')).toHaveText('New feature');
  expect(problems.list).toEqual([]);
});
