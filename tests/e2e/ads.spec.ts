/**
 * The ad placement against a hostile ad network (fake-ad-network.ts on 127.0.0.1:AD_PORT).
 *
 * Every test is its own client of the network: an `ad-client/<id>` token in the page's user agent
 * keys the network's modes and stats to that test, so tests never see each other's faults or hits
 * and run in parallel like the rest of the suite (and another spec's page never meets a fault).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { test as base, expect, gtagEvents, hydrated, islandLive } from './fixtures';
import { AD_ORIGIN, HUGE_BYTES, SECOND_AD, TIMEOUT_HOLD_MS, VALID_AD, type FeedCase, type ScriptCase } from './ad-fixtures/cases';
import { E2E_SITE, E2E_SITE_DIR } from './dirs';

const PAGE = '/material-ui/getting-started/installation';
const H1 = 'Installation';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/** Spec §9 and the components' contract. */
const SLOT_HEIGHT = 126;
const SLOT_HEIGHT_SMALL = 142;
const SLOT_MARGIN = 24; // theme spacing 3
const BLANK_HEIGHT = 52;
const MAX_FEED_REQUESTS = 10;
const RETRY_GAP_MS = 1000;
/** The client gives up on one feed request after 5 s (src/ads/fetchAd.ts), body included. */
const REQUEST_TIMEOUT_MS = 5000;
/** Random values: 0.1 → inline layout (< 0.2); 0.5 → image layout, in-house ad #2 (tidelift). */
const INLINE = 0.1;
const IMAGE = 0.5;

// ------------------------------------------------------------------------------------------------
// The fault table: what the feed answers (inline layout) → what the page must do.

type Expect =
  /** The 52 px blank placeholder, after exactly 10 requests (the feed never has a valid ad). */
  | { outcome: 'blank' }
  /** The feed's first valid ad (VALID_AD), after one request. */
  | { outcome: 'first-valid-ad' }
  /** The ad, as plain text: no markup rendered, none run. */
  | { outcome: 'text-only-ad'; company: string };

interface FaultRow {
  feed: FeedCase;
  /** What the network does. */
  does: string;
  expect: Expect;
  /** Each request takes the client's 5 s timeout: 10 × 5 s + 9 × 1 s. */
  slow?: boolean;
}

const FAULTS: FaultRow[] = [
  { feed: 'ok', does: 'two ads to skip (empty body, no statlink), then two valid ads', expect: { outcome: 'first-valid-ad' } },
  { feed: '500', does: 'HTTP 500 with a JSON error body', expect: { outcome: 'blank' } },
  { feed: 'timeout', does: `holds the request open (answers 504 after ${TIMEOUT_HOLD_MS / 1000} s at most)`, expect: { outcome: 'blank' }, slow: true },
  { feed: 'malformed-json', does: 'truncated JSON as application/json', expect: { outcome: 'blank' } },
  { feed: 'empty-list', does: '{ "ads": [] }', expect: { outcome: 'blank' } },
  { feed: 'no-statlink', does: 'ads whose statlink is missing, empty, null or blank', expect: { outcome: 'blank' } },
  { feed: 'html-in-fields', does: '<img onerror>, <script>, <b>, <a href=javascript:> in company and description of a valid ad', expect: { outcome: 'text-only-ad', company: 'Acme' } },
  { feed: 'javascript-link', does: 'statlinks javascript:, " JavaScript:", "java\\tscript:", "\\0javascript:", data:, vbscript:', expect: { outcome: 'blank' } },
  { feed: 'huge', does: `${HUGE_BYTES / 1024 / 1024} MB of valid JSON with a content-length`, expect: { outcome: 'blank' } },
  { feed: 'huge-chunked', does: `${HUGE_BYTES / 1024 / 1024} MB of valid JSON, chunked, no content-length`, expect: { outcome: 'blank' } },
  { feed: 'slow-drip', does: 'the valid feed, a few bytes every 200 ms, done after ~6 s (past the client timeout)', expect: { outcome: 'blank' }, slow: true },
  { feed: 'redirect', does: '302 to a port where nothing listens', expect: { outcome: 'blank' } },
  { feed: 'redirect-data', does: '302 to a data: URL holding a valid feed', expect: { outcome: 'blank' } },
  { feed: 'wrong-content-type', does: 'the valid feed sent as text/html', expect: { outcome: 'blank' } },
  { feed: 'network-error', does: 'destroys the socket before answering', expect: { outcome: 'blank' } },
  { feed: 'no-cors', does: 'the valid feed without access-control-allow-origin', expect: { outcome: 'blank' } },
  { feed: 'json-null', does: 'the JSON value null', expect: { outcome: 'blank' } },
  { feed: 'wrong-types', does: 'numbers, objects, booleans and arrays where strings belong; null and scalar ads', expect: { outcome: 'blank' } },
];

// ------------------------------------------------------------------------------------------------
// Fixtures: a network client per test.

interface Stats {
  client: string;
  feed: FeedCase;
  script: ScriptCase;
  counts: Record<string, number>;
  feedTimes: number[];
  pixelTimestamps: string[];
  impressions: string[];
}

interface Network {
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

const test = base.extend<{ baseUserAgent: string | undefined; network: Network; pageErrors: string[] }, { browserUserAgent: string; builtForTheFakeNetwork: void }>({
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


// ------------------------------------------------------------------------------------------------
// In-page instruments, installed before any script of the page runs.

interface Shift {
  value: number;
  at: number;
  sources: string[];
  /** A source is the ad, inside it, after it in the page, or unknown: the ad may have caused it. */
  nearAd: boolean;
}
interface Instruments {
  /** Every layout shift without recent input (the page's CLS is their sum). */
  __shifts: Shift[];
  /** When the ad first changed on the client (its slot, or anything inside it, after parsing). */
  __adChangedAt?: number;
  /** Every change of the ad's data-ad-kind, with performance.now(). */
  __adTimeline: { kind: string; at: number }[];
  /** When the network's script element first appeared. */
  __adScriptAt?: number;
  /** Every dataLayer push (gtag's `arguments`, as a plain array), with performance.now(). */
  __pushes: { item: unknown[]; at: number }[];
  __adPwned?: unknown;
}

/**
 * Math.random (a constant, or a sequence restarting in every task: the ad draws its layout and its
 * in-house choice in one go), the layout shifts, the ad's kind over time, and the dataLayer pushes
 * with their times.
 */
async function instrument(page: Page, random: number | number[]) {
  await page.addInitScript((values: number[]) => {
    const w = window as unknown as Window & Instruments;
    let index = 0;
    let resetQueued = false;
    Math.random = () => {
      if (!resetQueued) {
        resetQueued = true;
        queueMicrotask(() => {
          index = 0;
          resetQueued = false;
        });
      }
      return values[Math.min(index++, values.length - 1)]!;
    };

    const AD = '[data-ad-slot], [data-ad-kind]';
    w.__shifts = [];
    const describe = (node: Node | null | undefined) => {
      if (!node) return '?';
      const el = node as Element;
      return `${node.nodeName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.getAttribute?.('data-ad-kind') ? `[data-ad-kind=${el.getAttribute('data-ad-kind')}]` : ''}`;
    };
    // The ad can only move what comes after it in the page (or itself): never its ancestors (a
    // column moving sideways) nor what precedes it (the breadcrumbs).
    const nearAd = (node: Node | null | undefined) => {
      const ad = document.querySelector(AD);
      if (!node || !node.isConnected || !ad) return true;
      if (node === ad || ad.contains(node)) return true;
      return !node.contains(ad) && (ad.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node | null }[] })[]) {
        if (entry.hadRecentInput) continue;
        const sources = entry.sources ?? [];
        w.__shifts.push({ value: entry.value, at: entry.startTime, sources: sources.map((x) => describe(x.node)), nearAd: sources.length === 0 || sources.some((x) => nearAd(x.node)) });
      }
    }).observe({ type: 'layout-shift', buffered: true });

    w.__adTimeline = [];
    let last: string | null = null;
    let parsed = false;
    document.addEventListener('DOMContentLoaded', () => (parsed = true), { once: true });
    const touchesAd = (record: MutationRecord) => {
      const target = record.target.nodeType === Node.ELEMENT_NODE ? (record.target as Element) : record.target.parentElement;
      if (target?.closest(AD)) return true;
      return [...record.removedNodes, ...record.addedNodes].some((n) => n.nodeType === Node.ELEMENT_NODE && ((n as Element).matches(AD) || (n as Element).querySelector(AD) !== null));
    };
    new MutationObserver((records) => {
      if (parsed && w.__adChangedAt === undefined && records.some(touchesAd)) w.__adChangedAt = performance.now();
      const kind = document.querySelector('[data-ad-kind]')?.getAttribute('data-ad-kind') ?? null;
      if (kind !== null && kind !== last) {
        last = kind;
        w.__adTimeline.push({ kind, at: performance.now() });
      }
      if (w.__adScriptAt === undefined && document.getElementById('_carbonads_js')) w.__adScriptAt = performance.now();
    }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });

    w.__pushes = [];
    const wrap = (value: unknown) => {
      if (!Array.isArray(value)) return value;
      const push = value.push;
      value.push = function (...items: unknown[]) {
        for (const item of items) w.__pushes.push({ item: Array.from(item as ArrayLike<unknown>), at: performance.now() });
        return push.apply(this, items);
      };
      return value;
    };
    let current = wrap([]);
    Object.defineProperty(window, 'dataLayer', { configurable: true, get: () => current, set: (value) => (current = wrap(value)) });
  }, Array.isArray(random) ? random : [random]);
}

/** An ad display event as gtag sends it: gtag('event', 'ad', { eventAction: 'display', … }). */
const isDisplay = (push: { item: unknown[] }) => push.item[0] === 'event' && push.item[1] === 'ad' && (push.item[2] as { eventAction?: unknown } | undefined)?.eventAction === 'display';

const read = <K extends keyof Instruments>(page: Page, key: K) => page.evaluate((k) => (window as unknown as Instruments)[k], key) as Promise<Instruments[K]>;

const slotOf = (page: Page) => page.locator('main aside[data-ad-slot]');

async function open(page: Page, random: number | number[]) {
  await instrument(page, random);
  await page.goto(PAGE);
  await hydrated(page);
  // The ad is an island: once it runs, its slot is the client's (the pre-rendered one is replaced).
  await islandLive(page, 'ad');
  await expect(page.locator('main h1')).toHaveText(H1);
}

/**
 * The ad's layout shift is 0: no shift (without recent input) once the ad started changing on the
 * client, of the ad or of anything after it. Shifts of the page itself (a web font widening the
 * breadcrumbs, the columns settling at first paint — they happen with no ad at all) are not the
 * ad's and are only recorded, as an annotation.
 */
async function expectNoLayoutShift(page: Page) {
  const [shifts, changedAt] = await Promise.all([read(page, '__shifts'), read(page, '__adChangedAt')]);
  const byAd = shifts.filter((s) => s.nearAd && changedAt !== undefined && s.at >= changedAt);
  expect(byAd.reduce((sum, s) => sum + s.value, 0), `layout shifts once the ad changed (at ${changedAt} ms): ${JSON.stringify(shifts)}`).toBe(0);
  const others = shifts.filter((s) => !byAd.includes(s));
  if (others.length) test.info().annotations.push({ type: 'page layout shifts (not the ad)', description: JSON.stringify(others) });
}

/** Nothing from the feed ran or became markup; every URL in the slot is http(s). */
async function expectNothingRan(page: Page, slot: Locator) {
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
async function expectPageIntact(page: Page) {
  await expect(page.locator('main h1')).toBeVisible();
  await expect(page.locator('main h1')).toHaveText(H1);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Usage' }).click();
  await expect(page).toHaveURL(/\/material-ui\/getting-started\/usage$/);
  await expect(page.locator('main h1')).toHaveText('Usage');
}

async function expectReservedBox(slot: Locator, height = SLOT_HEIGHT) {
  const box = await slot.evaluate((el) => {
    const style = getComputedStyle(el);
    return { height: el.getBoundingClientRect().height, top: style.marginTop, bottom: style.marginBottom };
  });
  expect(box).toEqual({ height, top: `${SLOT_MARGIN}px`, bottom: `${SLOT_MARGIN}px` });
}

/** Retries are spaced by the retry delay (plus the request's own time). */
function expectSpacedRetries(times: number[]) {
  const gaps = times.slice(1).map((t, i) => t - times[i]!);
  for (const gap of gaps) expect(gap, `gaps between feed requests: ${gaps.join(', ')} ms`).toBeGreaterThanOrEqual(RETRY_GAP_MS - 100);
}

// ------------------------------------------------------------------------------------------------

test.describe('inline ad (feed) against each feed fault', () => {
  // The two ~60 s cases first, so that both workers start on one and the rest fills in around them.
  for (const row of [...FAULTS].sort((a, b) => Number(!!b.slow) - Number(!!a.slow))) {
    test(`feed "${row.feed}" (${row.does}) → ${row.expect.outcome}`, async ({ page, network, pageErrors }) => {
      // 10 requests ~1 s apart; the slow cases wait for the client's timeout on each.
      test.setTimeout(row.slow ? 150_000 : 60_000);
      await network.mode({ feed: row.feed });
      await open(page, INLINE);
      const slot = slotOf(page);
      await expectReservedBox(slot);

      const settle = { timeout: row.slow ? MAX_FEED_REQUESTS * (REQUEST_TIMEOUT_MS + RETRY_GAP_MS) + 20_000 : 30_000 };
      if (row.expect.outcome === 'blank') {
        await expect(slot).toHaveAttribute('data-ad-kind', 'blank', settle);
        const placeholder = slot.locator('[data-ad-placeholder]');
        await expect(placeholder).toHaveCount(1);
        expect((await placeholder.boundingBox())?.height).toBe(BLANK_HEIGHT);
        await expect(slot.locator('a')).toHaveCount(0);
        expect(await network.count('/feed.json')).toBe(MAX_FEED_REQUESTS);
        // The retries really stopped.
        await page.waitForTimeout(RETRY_GAP_MS + 500);
        const stats = await network.stats();
        expect(stats.counts['/feed.json']).toBe(MAX_FEED_REQUESTS);
        expectSpacedRetries(stats.feedTimes);
        // A failed feed loads nothing else from the network.
        expect(Object.keys(stats.counts)).toEqual(['/feed.json']);
      } else {
        await expect(slot).toHaveAttribute('data-ad-kind', 'carbon', settle);
        await expect(slot).toHaveAttribute('data-ad-layout', 'inline');
        // DOM contract: the shown ad's link is a[data-ad-link]. Checked softly, so the rest of the row still runs.
        const marked = slot.locator('a[data-ad-link]');
        await expect.soft(marked.first(), 'the shown ad link carries data-ad-link').toBeVisible({ timeout: 1000 });
        const link = (await marked.count()) > 0 ? marked : slot.locator('a[href]');
        await expect(link.first()).toBeVisible();
        const text = (await slot.textContent()) ?? '';
        if (row.expect.outcome === 'first-valid-ad') {
          await expect(link.first()).toHaveAttribute('href', VALID_AD.statlink);
          expect(text).toContain(VALID_AD.description);
          expect(text).toContain(VALID_AD.company);
          for (const other of [SECOND_AD.company, 'Emptyco', 'Nolinkco']) expect(text).not.toContain(other);
        } else {
          expect(text).toContain(row.expect.company);
          expect(text).not.toContain('<');
          expect(text).not.toContain('onerror');
          await expect(slot.locator('b, img[src="x"], script')).toHaveCount(0);
        }
        await page.waitForTimeout(RETRY_GAP_MS + 500);
        expect(await network.count('/feed.json')).toBe(1);
      }
      await expect(slot).toBeVisible();
      await expectReservedBox(slot);
      await expectNothingRan(page, slot);
      await expectNoLayoutShift(page);
      expect(pageErrors).toEqual([]);
      await expectPageIntact(page);
      expect(await read(page, '__adPwned')).toBeUndefined();
    });
  }

  test('the shown ad loads its impression and tracking pixels once, the [timestamp] placeholder filled', async ({ page, network }) => {
    await network.mode({ feed: 'ok' });
    await open(page, INLINE);
    const slot = slotOf(page);
    await expect(slot).toHaveAttribute('data-ad-kind', 'carbon');
    const pixels = slot.locator('img[data-ad-pixel]');
    await expect(pixels).toHaveCount(3);
    for (const pixel of await pixels.all()) await expect(pixel).toBeHidden();
    await expect.poll(async () => (await network.stats()).pixelTimestamps.length).toBe(2);
    const stats = await network.stats();
    expect(stats.counts['/impression.gif']).toBe(1);
    expect(stats.impressions).toEqual(['valid-1']);
    expect(stats.counts['/pixel.gif']).toBe(2);
    for (const stamp of stats.pixelTimestamps) expect(stamp).toMatch(/^\d+$/);
    // Only the shown ad's pixels (n=1, n=2), never the skipped or later ads' (n=3).
    expect(await pixels.evaluateAll((imgs) => imgs.map((img) => new URL((img as HTMLImageElement).src).searchParams.get('n')))).toEqual([null, '1', '2']);
    await expectNoLayoutShift(page);
  });
});

// ------------------------------------------------------------------------------------------------

interface ImageRow {
  name: string;
  script: ScriptCase;
  random: number | number[];
  /** Block the script in the browser instead of at the network. */
  abortInBrowser?: boolean;
  kind: string;
  /** The ad blocker is only assumed after more than 6 empty polls (500 ms apart). */
  adblock?: boolean;
  check?: (page: Page, slot: Locator) => Promise<void>;
  pageError?: RegExp;
}

const inHouseAd = (hrefPart: RegExp) => async (_page: Page, slot: Locator) => {
  await expect(slot.locator('a[href]').first()).toHaveAttribute('href', hrefPart);
  await expect(slot.locator('#carbonads')).toHaveCount(0);
};
const whitelistAsk = async (_page: Page, slot: Locator) => {
  await expect(slot).toContainText('Blocking ads?');
  await expect(slot.locator('#carbonads')).toHaveCount(0);
};

const IMAGE_ROWS: ImageRow[] = [
  {
    name: 'the network script shows its ad',
    script: 'ok',
    random: IMAGE,
    kind: 'carbon',
    check: async (page, slot) => {
      const ad = slot.locator('[data-ad-carbon-container] > #carbonads');
      await expect(ad).toHaveCount(1);
      await expect(ad.locator('a.carbon-text')).toHaveAttribute('href', `${AD_ORIGIN}/click?ad=carbon`);
      await expect(ad.locator('img')).toHaveJSProperty('complete', true);
      // 0.5 is not sampled in (display events go out for random < 0.1): no display event.
      await page.waitForTimeout(3000);
      expect((await read(page, '__pushes')).filter(isDisplay)).toEqual([]);
    },
  },
  {
    name: 'the network script shows its ad 1.5 s late, inside the reserved space',
    script: 'late',
    random: IMAGE,
    kind: 'carbon',
    check: async (_page, slot) => {
      await expect(slot.locator('[data-ad-carbon-container] > #carbonads a.carbon-text')).toHaveAttribute('href', `${AD_ORIGIN}/click?ad=carbon`);
    },
  },
  { name: 'a network ad linking to the backers page', script: 'backers', random: IMAGE, kind: 'in-house-carbon', check: inHouseAd(/tidelift\.com/) },
  {
    name: 'a network ad linking to the backers page, with the whitelist draw (an in-house ad, not the ad-blocker ask)',
    script: 'backers',
    random: [IMAGE, INLINE],
    kind: 'in-house-carbon',
    check: async (_page, slot) => {
      await expect(slot).not.toContainText('Blocking ads?');
      await expect(slot.locator('a[href]').first()).toHaveAttribute('href', /^https:\/\//);
    },
  },
  { name: 'the script answers 404 (ad blocker)', script: 'script-blocked', random: IMAGE, kind: 'in-house', adblock: true, check: inHouseAd(/tidelift\.com/) },
  { name: 'the script answers 404, whitelist draw → the ask to allow ads', script: 'script-blocked', random: [IMAGE, INLINE], kind: 'in-house-adblock', adblock: true, check: whitelistAsk },
  { name: 'the browser aborts the script (ad blocker)', script: 'ok', abortInBrowser: true, random: IMAGE, kind: 'in-house', adblock: true, check: inHouseAd(/tidelift\.com/) },
  { name: 'the script throws', script: 'script-throws', random: IMAGE, kind: 'in-house', adblock: true, check: inHouseAd(/tidelift\.com/), pageError: /fake ad network: script-throws/ },
];

test.describe('image ad (network script)', () => {
  for (const row of IMAGE_ROWS) {
    test(`script "${row.script}"${row.abortInBrowser ? ' aborted in the browser' : ''}: ${row.name} → ${row.kind}`, async ({ page, network, pageErrors }) => {
      await network.mode({ script: row.script, feed: '500' });
      if (row.abortInBrowser) await page.route('**/carbon.js', (route) => route.abort());
      await open(page, row.random);
      const slot = slotOf(page);
      await expect(slot).toHaveAttribute('data-ad-kind', row.kind, { timeout: 15_000 });
      if (row.kind !== 'in-house-adblock') await expect(slot).toHaveAttribute('data-ad-layout', 'image');
      await expect.poll(() => read(page, '__adScriptAt'), { message: 'the network script element was inserted' }).toBeDefined();
      if (row.adblock) {
        // Decided by the 7th empty poll: polls at 0, 0.5 … 3 s (3.5 s if the first poll waits 500 ms).
        const [timeline, scriptAt] = await Promise.all([read(page, '__adTimeline'), read(page, '__adScriptAt')]);
        const decidedAt = timeline.find((t) => t.kind === row.kind)!.at;
        expect(decidedAt - scriptAt!, JSON.stringify(timeline)).toBeGreaterThanOrEqual(2900);
        expect(decidedAt - scriptAt!, JSON.stringify(timeline)).toBeLessThanOrEqual(4600);
        // Nothing else before: loading until then.
        expect(timeline.filter((t) => t.at < decidedAt).every((t) => t.kind === 'loading'), JSON.stringify(timeline)).toBe(true);
      }
      await row.check?.(page, slot);
      await expectReservedBox(slot);
      await expectNothingRan(page, slot);
      expect(await network.count('/feed.json')).toBe(0);
      expect(await network.count('/carbon.js')).toBe(row.abortInBrowser ? 0 : 1);
      await expectNoLayoutShift(page);
      expect(pageErrors.filter((e) => !row.pageError?.test(e))).toEqual([]);
      if (row.pageError) expect(pageErrors.some((e) => row.pageError!.test(e))).toBe(true);
      await expectPageIntact(page);
    });
  }
});

// ------------------------------------------------------------------------------------------------

test.describe('a bot', () => {
  test.use({ baseUserAgent: GOOGLEBOT });

  test('gets an empty span: no slot, no script, no feed', async ({ page, network }) => {
    const toNetwork: string[] = [];
    // The ad network's URLs only (the fake server also stands in for analytics' gtag.js).
    page.on('request', (r) => r.url().startsWith(AD_ORIGIN) && !r.url().startsWith(`${AD_ORIGIN}/gtag/js`) && toNetwork.push(r.url()));
    await open(page, INLINE);
    expect(await page.evaluate(() => navigator.userAgent)).toContain('Googlebot');
    await expect(page.locator('main span[data-ad-kind="bot"]')).toHaveCount(1);
    await expect(page.locator('aside[data-ad-slot]')).toHaveCount(0);
    await page.waitForTimeout(2500);
    const stats = await network.stats();
    expect(stats.counts['/feed.json'] ?? 0).toBe(0);
    expect(stats.counts['/carbon.js'] ?? 0).toBe(0);
    expect(toNetwork).toEqual([]);
    await expect(page.locator('#_carbonads_js')).toHaveCount(0);
    test.info().annotations.push({ type: 'bot layout shifts', description: JSON.stringify(await read(page, '__shifts')) });
  });
});

test.describe('analytics', () => {
  test('a sampled-in display event goes out once, 2.5 s after the ad shows (not before 2.4 s)', async ({ page, network }) => {
    // 0.05: inline layout (< 0.2) and display sampled in (< 0.1).
    await network.mode({ feed: 'ok' });
    await open(page, 0.05);
    const slot = slotOf(page);
    await expect(slot).toHaveAttribute('data-ad-kind', 'carbon');
    const shownAt = (await read(page, '__adTimeline')).find((t) => t.kind === 'carbon')!.at;
    await expect.poll(async () => (await read(page, '__pushes')).filter(isDisplay).length, { timeout: 6000 }).toBe(1);
    const elapsed = await page.evaluate((t) => performance.now() - t, shownAt);
    if (elapsed < 5000) await page.waitForTimeout(5000 - elapsed);
    const displays = (await read(page, '__pushes')).filter(isDisplay);
    expect(await gtagEvents(page, 'ad')).toEqual([{ eventAction: 'display', eventLabel: 'carbon' }]);
    const delay = displays[0]!.at - shownAt;
    expect(delay).toBeGreaterThanOrEqual(2400);
    expect(delay).toBeLessThanOrEqual(3500);
  });
});

test.describe('reserved space', () => {
  for (const [width, height] of [
    [1280, SLOT_HEIGHT],
    [390, SLOT_HEIGHT_SMALL],
  ] as const) {
    test(`before any script runs, the slot holds ${height} px at ${width} px wide`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.route('**/*.js', (route) => route.abort());
      await page.goto(PAGE);
      const slot = slotOf(page);
      await expect(slot).toHaveAttribute('data-ad-kind', 'loading');
      await expectReservedBox(slot, height);
      // Right under the page's title (the slot is the first thing in the ad's island).
      expect(await slot.evaluate((el) => (el.closest('[data-island="ad"]') ?? el).previousElementSibling?.tagName)).toBe('H1');
    });
  }
});
