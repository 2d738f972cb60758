/**
 * Analytics (spec §7): GA4's gtag calls on window.dataLayer. The e2e build sets a test measurement
 * id and points gtag.js at an empty script on the fake ad network (scripts/test-e2e.ts), so every
 * call stays on the dataLayer, where these tests read it as plain arrays.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test as base, expect, gtagCalls, gtagEvents, hydrated, islandLive } from './fixtures';
import { AD_ORIGIN } from './ad-fixtures/cases';
import { E2E_SITE, E2E_SITE_DIR } from './dirs';

const MEASUREMENT_ID = 'G-E2ETEST';
const PAGE = '/material-ui/getting-started/installation';

const test = base.extend<object, { builtWithAnalytics: void }>({
  builtWithAnalytics: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern.
    async ({}, use) => {
      const assets = path.join(E2E_SITE, 'assets');
      const found = readdirSync(assets).some((name) => name.endsWith('.js') && readFileSync(path.join(assets, name), 'utf8').includes(MEASUREMENT_ID));
      if (!found) throw new Error(`${E2E_SITE_DIR}/ was not built with VITE_ANALYTICS_ID=${MEASUREMENT_ID}: run \`npx tsx scripts/test-e2e.ts\`.`);
      await use();
    },
    { scope: 'worker', auto: true },
  ],
});

const userProperties = async (page: Page) => (await gtagCalls(page)).filter((c) => c[0] === 'set' && c[1] === 'user_properties').map((c) => c[2]);

async function open(page: Page, url = PAGE) {
  await page.goto(url);
  await hydrated(page);
}

/**
 * For the checks that something does not happen: the page's timers on Playwright's clock, which
 * the test runs this far ahead (past idle callbacks and the page's 3 s font warm-up) instead of
 * waiting. Not for the web-vitals visit: the clock replaces the performance entries it reads.
 */
const RUN_AHEAD_MS = 10_000;

/**
 * Waits until the test has seen every request the page started so far: the page fetches a marker,
 * and the browser reports a page's requests in the order it starts them.
 */
async function requestsSeen(page: Page) {
  const marker = `/favicon.svg?requests-seen=${Date.now()}`;
  await Promise.all([page.waitForRequest((request) => request.url().endsWith(marker)), page.evaluate((url) => fetch(url).then(() => undefined), marker)]);
}

test.describe('page_view', () => {
  test('first load: one page_view with title, canonical location, productId, productCategoryId; gtag configured without its own', async ({ page, problems }) => {
    const gtagScripts: string[] = [];
    page.on('request', (r) => r.url().startsWith(`${AD_ORIGIN}/gtag/js`) && gtagScripts.push(r.url()));
    await open(page);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(canonical).toMatch(/^https?:\/\/[^/]+\/material-ui\/getting-started\/installation$/);
    await expect.poll(() => gtagEvents(page, 'page_view')).toHaveLength(1);
    expect(await gtagEvents(page, 'page_view')).toEqual([
      { page_title: 'Installation - Material UI', page_location: canonical, productId: 'material-ui', productCategoryId: 'core' },
    ]);
    const calls = await gtagCalls(page);
    expect(calls.filter((c) => c[0] === 'config')).toEqual([['config', MEASUREMENT_ID, { send_page_view: false }]]);
    expect(gtagScripts).toEqual([`${AD_ORIGIN}/gtag/js?id=${MEASUREMENT_ID}`]);
    expect(await page.locator(`script[src="${AD_ORIGIN}/gtag/js?id=${MEASUREMENT_ID}"]`).getAttribute('async')).not.toBeNull();
    expect(problems.list).toEqual([]);
  });

  test('a page change sends one page_view with the new page; a jump within the page sends none', async ({ page, problems }) => {
    await page.clock.install();
    await open(page);
    const origin = new URL((await page.locator('link[rel="canonical"]').getAttribute('href'))!).origin;
    await expect.poll(() => gtagEvents(page, 'page_view')).toHaveLength(1);
    // Pages are documents: the link loads the next one, which reports itself once.
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Usage', exact: true }).click();
    await expect(page.locator('main h1')).toHaveText('Usage');
    await expect.poll(() => gtagEvents(page, 'page_view')).toHaveLength(1);
    expect((await gtagEvents(page, 'page_view'))[0]).toEqual({
      page_title: 'Usage - Material UI',
      page_location: `${origin}/material-ui/getting-started/usage`,
      productId: 'material-ui',
      productCategoryId: 'core',
    });
    // A jump within the page is no new page: once the jump's hashchange has reached a listener
    // added now, every listener of the page has had it, and the clock runs past anything deferred.
    const jumped = page.evaluate(() => new Promise<void>((resolve) => addEventListener('hashchange', () => resolve(), { once: true })));
    await page.getByRole('navigation', { name: 'On this page' }).getByRole('link').first().click();
    await jumped;
    await expect(page).toHaveURL(/#/);
    await page.clock.runFor(RUN_AHEAD_MS);
    expect(await gtagEvents(page, 'page_view')).toHaveLength(1);
    expect(problems.list).toEqual([]);
  });
});

test.describe('clicks', () => {
  test('a click on an element with event attributes sends exactly one event; other clicks send none', async ({ page, problems }) => {
    await open(page);
    await expect.poll(() => gtagEvents(page, 'page_view')).toHaveLength(1);
    const before = (await gtagCalls(page)).length;
    await page.locator('main h1').click();
    const copy = page.locator('main [data-ga-event-category="code"]').first();
    const [category, action, label] = await Promise.all(['category', 'action', 'label'].map((a) => copy.getAttribute(`data-ga-event-${a}`)));
    expect([category, action, label]).toEqual(['code', 'copy-click', 'bash']);
    // On the icon inside the button: the nearest element with attributes counts.
    await copy.locator('svg:visible').click();
    await expect.poll(async () => (await gtagCalls(page)).length).toBe(before + 1);
    expect((await gtagCalls(page)).slice(before)).toEqual([['event', 'code', { eventAction: 'copy-click', eventLabel: 'bash' }]]);
    expect(problems.list).toEqual([]);
  });

  test('bad attributes send nothing and warn once, never a console error', async ({ page, problems }) => {
    const warnings: string[] = [];
    page.on('console', (m) => m.type() === 'warning' && m.text().startsWith('Analytics:') && warnings.push(m.text()));
    await open(page);
    await page.evaluate(() => {
      const button = document.createElement('button');
      button.textContent = 'Bad split';
      button.dataset.gaEventCategory = 'test';
      button.dataset.gaEventAction = 'click';
      button.dataset.gaEventSplit = 'often';
      document.querySelector('main')!.prepend(button);
    });
    const before = (await gtagCalls(page)).length;
    await page.getByRole('button', { name: 'Bad split' }).click();
    await page.getByRole('button', { name: 'Bad split' }).click();
    await expect.poll(() => warnings.length).toBe(1);
    expect(warnings[0]).toContain('data-ga-event-split must be a number in [0, 1], got "often"');
    expect((await gtagCalls(page)).slice(before)).toEqual([]);
    expect(problems.list).toEqual([]);
  });
});

test.describe('user properties', () => {
  test.use({ colorScheme: 'light' });

  test('set at start, sent again when the colour mode or the OS preference changes', async ({ page, problems }) => {
    await open(page);
    await expect.poll(() => userProperties(page)).toHaveLength(1);
    expect(await userProperties(page)).toEqual([{ codeVariant: 'TS', userLanguage: 'en', devicePixelRatio: 1, colorSchemeOS: 'light', colorScheme: 'light' }]);
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('button', { name: 'Dark' }).click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect.poll(() => userProperties(page)).toHaveLength(2);
    expect((await userProperties(page))[1]).toEqual({ codeVariant: 'TS', userLanguage: 'en', devicePixelRatio: 1, colorSchemeOS: 'light', colorScheme: 'dark' });
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => userProperties(page)).toHaveLength(3);
    expect((await userProperties(page))[2]).toMatchObject({ colorSchemeOS: 'dark', colorScheme: 'dark' });
    expect(problems.list).toEqual([]);
  });

  test('a stored code variant is reported as stored, without a transient default first', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('mui-docs-settings', JSON.stringify({ mode: 'light', direction: 'ltr', dense: false, codeVariant: 'JS' })));
    await page.clock.install();
    await open(page);
    await expect.poll(() => userProperties(page)).toHaveLength(1);
    // Settings are read when the page script starts; after it, only the islands that start by
    // themselves run without the reader (here the ad, near the top; they wait for imports, which no
    // clock runs): once it is live and the clock has run ahead, nothing more would report them.
    await islandLive(page, 'ad');
    await page.clock.runFor(RUN_AHEAD_MS);
    expect(await userProperties(page)).toEqual([{ codeVariant: 'JS', userLanguage: 'en', devicePixelRatio: 1, colorSchemeOS: 'light', colorScheme: 'light' }]);
  });
});

test.describe('web vitals (about 1 in 10000 visits)', () => {
  const random = (page: Page, value: number) => page.addInitScript((v) => (Math.random = () => v), value);

  test('an unsampled visit never fetches web-vitals nor sends a metric', async ({ page }) => {
    await random(page, 0.5);
    await page.clock.install();
    const vitalsChunks: string[] = [];
    page.on('request', (r) => /web-vitals/.test(r.url()) && vitalsChunks.push(r.url()));
    await open(page);
    await page.locator('main h1').click(); // an input, for INP
    await page.clock.runFor(RUN_AHEAD_MS);
    await requestsSeen(page);
    expect(vitalsChunks).toEqual([]);
    expect((await gtagCalls(page)).filter((c) => c[0] === 'event' && ['TTFB', 'FCP', 'LCP', 'CLS', 'INP'].includes(c[1] as string))).toEqual([]);
  });

  test('a sampled visit loads web-vitals and sends metrics with value, delta, id and label', async ({ page }) => {
    await random(page, 0);
    await open(page);
    await expect.poll(async () => (await gtagEvents(page, 'TTFB')).length).toBe(1);
    const [ttfb] = await gtagEvents(page, 'TTFB');
    expect(ttfb).toEqual({ value: expect.any(Number), delta: expect.any(Number), id: expect.stringMatching(/.+/), label: 'web-vital' });
    // The decision holds for the visit: a reload in the same tab stays sampled whatever random() says.
    await random(page, 0.99);
    await page.reload();
    await hydrated(page);
    await expect.poll(async () => (await gtagEvents(page, 'TTFB')).length).toBe(1);
  });
});
