/**
 * The ad specs' shared ground: a client of the hostile ad network per test (fake-ad-network.ts on
 * 127.0.0.1:AD_PORT), the page with its instruments on a page clock, and what every ad test checks.
 *
 * Every test is its own client of the network: an `ad-client/<id>` token in the page's user agent
 * keys the network's modes and stats to that test, so tests never see each other's faults or hits
 * and run in parallel like the rest of the suite (and another spec's page never meets a fault).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { test as base, expect, hydrated, islandLive } from '../fixtures';
import { E2E_SITE, E2E_SITE_DIR } from '../dirs';
import { AD_ORIGIN, type FeedCase, type ScriptCase } from './cases';
import { instrument, read } from './instruments';
import { AD_SIZE } from '../../../src/spec/ads';
import { THEME_DEFAULTS } from '../../../src/spec/theme';

export const PAGE = '/material-ui/getting-started/installation';
const H1 = 'Installation';

/** Spec §9: the slot's reserved height and its margins (theme spacing). */
export const SLOT_HEIGHT = AD_SIZE.minHeightPx;
const SLOT_MARGIN = AD_SIZE.marginSpacing * THEME_DEFAULTS.spacingUnit;
/** Random values: 0.1 → inline layout (< 0.2); 0.5 → image layout, in-house ad #2 (tidelift). */
export const INLINE = 0.1;
export const IMAGE = 0.5;

interface Stats {
  client: string;
  feed: FeedCase;
  script: ScriptCase;
  counts: Record<string, number>;
  feedTimes: number[];
  pixelTimestamps: string[];
  impressions: string[];
}

export interface Network {
  client: string;
  mode(modes: { feed?: FeedCase; script?: ScriptCase }): Promise<void>;
  stats(): Promise<Stats>;
  count(path: string): Promise<number>;
}

async function control(path: string, client: string, params: Record<string, string> = {}, method = 'POST'): Promise<unknown> {
  const query = new URLSearchParams({ client, ...params });
  const response = await fetch(`${AD_ORIGIN}${path}?${query}`, { method });
  if (!response.ok) throw new Error(`${method} ${path}?${query} → ${response.status} ${await response.text()}`);
  return response.json();
}

export const test = base.extend<{ baseUserAgent: string | undefined; network: Network; pageErrors: string[] }, { browserUserAgent: string; builtForTheFakeNetwork: void }>({
  // A worker fixture, not a beforeAll hook: a file-level hook would make Playwright split the file
  // into one contiguous chunk per worker instead of handing out tests one by one.
  builtForTheFakeNetwork: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern.
    async ({}, use) => {
      // The ad URLs are baked into the build: scripts/test-e2e.ts builds with them pointing here.
      const assets = path.join(E2E_SITE, 'assets');
      const pointsHere = readdirSync(assets).some((name) => name.endsWith('.js') && readFileSync(path.join(assets, name), 'utf8').includes(`${AD_ORIGIN}/feed.json`));
      if (!pointsHere) throw new Error(`${E2E_SITE_DIR}/ was not built with the ad URLs of the fake network (${AD_ORIGIN}): run \`npx tsx scripts/test-e2e.ts\`, which builds with VITE_AD_SCRIPT_URL / VITE_AD_FEED_URL set.`);
      await use();
    },
    { scope: 'worker', auto: true },
  ],
  browserUserAgent: [
    async ({ browser }, use) => {
      const page = await browser.newPage();
      const ua = await page.evaluate(() => navigator.userAgent);
      await page.close();
      await use(ua);
    },
    { scope: 'worker' },
  ],
  /** The user agent the page claims, before the ad-client token; undefined = the browser's own. */
  baseUserAgent: [undefined, { option: true }],
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern.
  network: async ({}, use, testInfo) => {
    const client = `t${testInfo.testId}r${testInfo.retry}`.replace(/[^A-Za-z0-9_-]/g, '');
    await control('/__reset', client);
    await use({
      client,
      mode: async (modes) => void (await control('/__mode', client, modes as Record<string, string>)),
      stats: async () => (await control('/__stats', client, {}, 'GET')) as Stats,
      count: async (path) => ((await control('/__stats', client, {}, 'GET')) as Stats).counts[path] ?? 0,
    });
  },
  userAgent: async ({ baseUserAgent, browserUserAgent, network }, use) => {
    await use(`${baseUserAgent ?? browserUserAgent} ad-client/${network.client}`);
  },
  pageErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
  },
});
export { expect };

export const slotOf = (page: Page) => page.locator('main aside[data-ad-slot]');

/**
 * Opens the page with its instruments, on a page clock that runs with real time: the ad goes its
 * way as in a browser, and a test can then run the clock ahead to show that nothing more comes.
 */
export async function open(page: Page, random: number | number[]) {
  await page.clock.install();
  await instrument(page, random);
  await page.goto(PAGE);
  await hydrated(page);
  // The ad is an island: once it runs, its slot is the client's (the pre-rendered one is replaced).
  await islandLive(page, 'ad');
  await expect(page.locator('main h1')).toHaveText(H1);
}

/**
 * Opens the page on a paused page clock: no timer of the page runs until the test runs the clock.
 * The ad island is started by a pointer over it (an island hydrates at once on intent, not on the
 * idle callbacks the paused clock holds), so every timer of the ad is set while the clock stands.
 * Returns the page time the clock stands at.
 */
export async function openPaused(page: Page, random: number | number[]): Promise<number> {
  const start = Date.now();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1000);
  await instrument(page, random);
  await page.goto(PAGE);
  await hydrated(page);
  const now = await page.evaluate(() => performance.now());
  await page.locator('[data-island="ad"]').dispatchEvent('pointerover');
  await islandLive(page, 'ad');
  return now;
}

/**
 * Lets the page run every task already queued (React renders in message-channel tasks, which the
 * page clock does not hold), so that a check right after shows all that the clock's last step did.
 */
export async function drainTasks(page: Page, rounds = 20) {
  await page.evaluate(async (n) => {
    for (let i = 0; i < n; i += 1) {
      await new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      });
    }
  }, rounds);
}

/**
 * The ad's layout shift is 0: no shift (without recent input) once the ad started changing on the
 * client, of the ad or of anything after it. Shifts of the page itself (a web font widening the
 * breadcrumbs, the columns settling at first paint — they happen with no ad at all) are not the
 * ad's and are only recorded, as an annotation.
 */
export async function expectNoLayoutShift(page: Page) {
  const [shifts, changedAt] = await Promise.all([read(page, '__shifts'), read(page, '__adChangedAt')]);
  const byAd = shifts.filter((s) => s.nearAd && changedAt !== undefined && s.at >= changedAt);
  expect(byAd.reduce((sum, s) => sum + s.value, 0), `layout shifts once the ad changed (at ${changedAt} ms): ${JSON.stringify(shifts)}`).toBe(0);
  const others = shifts.filter((s) => !byAd.includes(s));
  if (others.length) test.info().annotations.push({ type: 'page layout shifts (not the ad)', description: JSON.stringify(others) });
}

/** Nothing from the feed ran or became markup; every URL in the slot is http(s). */
export async function expectNothingRan(page: Page, slot: Locator) {
  expect(await read(page, '__adPwned')).toBeUndefined();
  const found = await slot.evaluate((el) => {
    const bad: string[] = [];
    for (const node of el.querySelectorAll('*')) {
      for (const attr of node.getAttributeNames()) {
        const value = node.getAttribute(attr) ?? '';
        if (/^on/i.test(attr)) bad.push(`${node.nodeName} has ${attr}`);
        if (/^(href|src|srcset|action|formaction|xlink:href|poster|data)$/i.test(attr) && !/^https?:$/.test(new URL(value.split(/\s/)[0] || 'x:', document.baseURI).protocol)) bad.push(`${node.nodeName} ${attr}=${value}`);
        // eslint-disable-next-line no-control-regex -- URL parsers skip control characters and whitespace.
        if (/javascript:/i.test(value.replace(/[\s\u0000-\u001f]/g, ''))) bad.push(`${node.nodeName} ${attr}=${value}`);
      }
      if (/^(SCRIPT|IFRAME|OBJECT|EMBED|FORM)$/.test(node.nodeName) && node.id !== '_carbonads_js') bad.push(`element ${node.nodeName}`);
    }
    return bad;
  });
  expect(found).toEqual([]);
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
}

/** The page around the ad still works: its title, and a side-nav link navigates. */
export async function expectPageIntact(page: Page) {
  await expect(page.locator('main h1')).toBeVisible();
  await expect(page.locator('main h1')).toHaveText(H1);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Usage', exact: true }).click();
  await expect(page).toHaveURL(/\/material-ui\/getting-started\/usage$/);
  await expect(page.locator('main h1')).toHaveText('Usage');
}

export async function expectReservedBox(slot: Locator, height: number = SLOT_HEIGHT) {
  const box = await slot.evaluate((el) => {
    const style = getComputedStyle(el);
    return { height: el.getBoundingClientRect().height, top: style.marginTop, bottom: style.marginBottom };
  });
  expect(box).toEqual({ height, top: `${SLOT_MARGIN}px`, bottom: `${SLOT_MARGIN}px` });
}
