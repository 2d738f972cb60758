import type { Page } from '@playwright/test';
import { test, expect, hydrated, builtRoutes, SW_INSTALL_TIMEOUT_MS, SW_TEST_TIMEOUT_MS } from './fixtures';

/**
 * "Available offline" (issue 15, item 7): after one visit the reader turns it on in the settings
 * drawer, the worker saves the whole site, and any page, read before or not, opens with the
 * network cut; search answers too. Turned off, everything saved is deleted.
 */
test.use({ serviceWorkers: 'allow' });

/** How long the whole site may take to save on a loaded CI machine (a bound, not a wait). */
const SAVE_ALL_TIMEOUT_MS = 150_000;
const FIRST = '/material-ui/getting-started';

const controlled = (page: Page) => page.evaluate(() => navigator.serviceWorker.controller !== null);
const offlineCaches = (page: Page) => page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith('docs-offline-')));
const offlineSwitch = (page: Page) => page.getByRole('switch', { name: 'Available offline' });
const offlineStatus = (page: Page) => page.locator('#offline-status');

async function openSettings(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
}

test.describe.configure({ timeout: SW_TEST_TIMEOUT_MS });

/** The first visit: the page is read online and the worker takes control. */
async function firstVisit(page: Page) {
  await page.goto(FIRST);
  await hydrated(page);
  await expect.poll(() => controlled(page), { timeout: SW_INSTALL_TIMEOUT_MS }).toBe(true);
}

test('turn on, cut the network: a page never opened reads, and search answers and opens another', async ({ page, context }) => {
  test.setTimeout(SW_INSTALL_TIMEOUT_MS + SAVE_ALL_TIMEOUT_MS + 60_000);
  await firstVisit(page);
  // Before the switch, nothing is saved beyond the page read (behaviour as without the feature).
  expect(await offlineCaches(page)).toEqual([]);

  await openSettings(page);
  await expect(offlineSwitch(page)).not.toBeChecked();
  await offlineSwitch(page).check();
  const status = offlineStatus(page);
  await expect(status).toHaveText(/Saving pages for offline reading: \d+ of \d+|Getting ready/);
  const pages = builtRoutes().length;
  await expect(status).toHaveText(new RegExp(`^Saved on this device: all ${pages} pages and the search index, \\d+\\.\\d MB\\.`), { timeout: SAVE_ALL_TIMEOUT_MS });
  expect(await page.evaluate(() => localStorage.getItem('mui-docs-offline'))).toBe('on');
  expect(await offlineCaches(page)).toHaveLength(1);
  await page.keyboard.press('Escape');

  await context.setOffline(true);
  // Never opened: from the saved copy, with its own heading and this build's footer.
  await page.goto('/material-ui/react-button');
  await hydrated(page);
  await expect(page.locator('main h1')).toHaveText('Button');
  await expect(page.locator('[data-build-id]')).toHaveText('e2e-v1');

  // Search from the saved index, and its result (never opened either) opens offline.
  await page.locator('main h1').click();
  await page.keyboard.press('Control+k');
  const search = page.getByRole('dialog', { name: 'Search the documentation' });
  await search.getByRole('combobox', { name: 'Search the docs' }).pressSequentially('lockstep');
  const options = search.getByRole('option');
  await expect(options).toHaveCount(1);
  await expect(options.first()).toHaveAttribute('href', '/material-ui/getting-started/installation');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/getting-started\/installation$/);
  await expect(page.locator('main h1')).toHaveText('Installation');

  // Back online, turned off: everything saved is deleted and an unread page is no longer there offline.
  await context.setOffline(false);
  await hydrated(page);
  await openSettings(page);
  await expect(offlineSwitch(page)).toBeChecked();
  await offlineSwitch(page).uncheck();
  await expect.poll(() => offlineCaches(page)).toEqual([]);
  expect(await page.evaluate(() => localStorage.getItem('mui-docs-offline'))).toBeNull();
  await context.setOffline(true);
  await page.goto('/material-ui/react-chip');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("You're offline");
  await context.setOffline(false);
});

test('data saver on: the switch cannot be turned on and says why', async ({ page }) => {
  await page.addInitScript(() => {
    // Chromium's Network Information API: what Lite mode / Android's data saver turn on.
    const info = (window as { NetworkInformation?: { prototype: object } }).NetworkInformation;
    if (info) Object.defineProperty(info.prototype, 'saveData', { get: () => true });
  });
  // The data saver decides before anything else whether the switch can be used (src/sw/offlineStatus.ts),
  // worker or not: the test does not wait out the worker's install (the whole site precached).
  await page.goto(FIRST);
  await hydrated(page);
  await openSettings(page);
  await expect(offlineSwitch(page)).toBeDisabled();
  await expect(offlineStatus(page)).toHaveText('Not available: data saver is on');
  expect(await offlineCaches(page)).toEqual([]);
});

test('a storage that refuses the choice: the switch still works for this visit and says it is not remembered', async ({ page }) => {
  await page.addInitScript(() => {
    Storage.prototype.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  });
  await firstVisit(page);
  await openSettings(page);
  await offlineSwitch(page).check();
  await expect(offlineSwitch(page)).toBeChecked();
  await expect(page.getByText("This browser won't store this choice")).toBeVisible();
  // Saving starts anyway: the worker reports and a cache of this build appears.
  await expect(offlineStatus(page)).toHaveText(/Saving pages for offline reading|Saved on this device/, { timeout: 30_000 });
  await expect.poll(() => offlineCaches(page)).toHaveLength(1);
});
