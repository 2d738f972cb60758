import { test, expect, hydrated, SW_INSTALL_TIMEOUT_MS, SW_TEST_TIMEOUT_MS } from './fixtures';
import type { Page } from '@playwright/test';

/** Spec §4: the service worker on the own host only (127.0.0.1 in e2e builds), and offline reading. */
test.use({ serviceWorkers: 'allow' });

const PAGE = '/material-ui/getting-started/installation';
const OTHER_HOST = `http://localhost:${process.env.E2E_PORT ?? 4173}`;

const registrations = (page: Page) => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).map((r) => r.active?.scriptURL ?? r.installing?.scriptURL ?? r.waiting?.scriptURL));
const controlled = (page: Page) => page.evaluate(() => navigator.serviceWorker.controller !== null);
/** The pages the worker keeps for offline reading, as paths. */
const keptPages = (page: Page) =>
  page.evaluate(async () => {
    const names = (await caches.keys()).filter((k) => k.startsWith('docs-pages-'));
    const kept: string[] = [];
    for (const name of names) for (const request of await (await caches.open(name)).keys()) kept.push(new URL(request.url).pathname);
    return kept.sort();
  });

test.describe.configure({ timeout: SW_TEST_TIMEOUT_MS });

/**
 * One first visit for both: the worker's install precaches the whole site (~1,900 files; 25-30 s on a
 * quiet machine, twice that beside the crawl), and a second test starting with the same visit only
 * paid for that install again.
 */
test('registers /sw.js on the own host, after load, and takes control without reloading; then visited pages read offline and others say they are not saved', async ({ page, context, problems }) => {
  await page.goto(PAGE);
  await hydrated(page);
  await expect.poll(() => controlled(page), { timeout: SW_INSTALL_TIMEOUT_MS }).toBe(true);
  expect(await registrations(page)).toEqual([new URL('/sw.js', page.url()).href]);
  await expect.poll(() => keptPages(page)).toEqual([PAGE]);
  const manifest = await page.evaluate(async () => {
    const href = document.querySelector('link[rel="manifest"]')?.getAttribute('href');
    return href ? ((await (await fetch(href)).json()) as { display: string; start_url: string; icons: { sizes: string }[] }) : null;
  });
  // Installable: a manifest with a start page, standalone display and 192/512 px icons.
  expect(manifest?.display).toBe('standalone');
  expect(manifest?.start_url).toBe('/material-ui/getting-started');
  expect(manifest?.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(problems.list).toEqual([]);

  // After that one visit: the next page is read through the worker, which keeps a copy.
  await page.getByRole('navigation').getByRole('link', { name: 'Usage', exact: true }).click();
  await expect(page).toHaveURL(/\/getting-started\/usage$/);
  await expect.poll(() => keptPages(page)).toEqual([PAGE, '/material-ui/getting-started/usage'].sort());

  await context.setOffline(true);
  await page.reload();
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Usage');
  await page.goto(PAGE);
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Installation');
  // A page never opened before cannot be shown: a clear offline page, not a browser error,
  // whether the reader follows a link or types the address.
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Example Projects', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("You're offline");
  await page.goto('/material-ui/react-button');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("You're offline");
  await expect(page.getByRole('link', { name: 'Go to the Material UI overview' })).toBeVisible();
  await context.setOffline(false);
});

test('does not register on another host, and removes a worker left there from before', async ({ page }) => {
  // Every register() call of the page, counted as it is made.
  await page.addInitScript(() => {
    const register = ServiceWorkerContainer.prototype.register;
    ServiceWorkerContainer.prototype.register = function (...args: Parameters<typeof register>) {
      (window as { __registers?: number }).__registers = ((window as { __registers?: number }).__registers ?? 0) + 1;
      return register.apply(this, args);
    };
  });
  await page.goto(`${OTHER_HOST}${PAGE}`);
  await hydrated(page);
  // The page registers in the load event's own task (site/afterLoad.ts, no timer: nothing for a
  // clock to run), so once the load event has fired, a register() call would have been counted.
  await page.waitForLoadState('load');
  expect(await page.evaluate(() => (window as { __registers?: number }).__registers ?? 0)).toBe(0);
  expect(await registrations(page)).toEqual([]);
  // A stale worker from an older deployment of this host…
  await page.evaluate(async () => {
    await navigator.serviceWorker.register('/sw.js');
    await navigator.serviceWorker.ready;
  });
  expect(await registrations(page)).toHaveLength(1);
  // …is unregistered by the next page load.
  await page.reload();
  await hydrated(page);
  await expect.poll(() => registrations(page), { timeout: 10_000 }).toEqual([]);
});
