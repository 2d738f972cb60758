import { test as base, expect, type Page, type Request } from '@playwright/test';
import { readBuildInfo } from '../../site/server/siteManifest';
import { E2E_SITE, E2E_SITE_DIR } from './dirs';

/** Every pre-rendered route of the e2e build, as its build listed them for the server (sorted). */
export function builtRoutes(): string[] {
  let info;
  try {
    info = readBuildInfo(E2E_SITE);
  } catch (error) {
    throw new Error(`${E2E_SITE_DIR}/ holds no complete e2e build: run \`npx tsx scripts/test-e2e.ts\`.`, { cause: error });
  }
  if (info.kind !== 'test') throw new Error(`${E2E_SITE_DIR}/ holds a ${info.kind} build: run \`npx tsx scripts/test-e2e.ts\`.`);
  return info.pages;
}

/** Console errors, page errors and hydration warnings seen by a page. */
export interface Problems {
  list: string[];
}

export const test = base.extend<{ problems: Problems }>({
  problems: async ({ page }, use) => {
    const problems: Problems = { list: [] };
    page.on('console', (msg) => {
      if (msg.type() === 'error' || /hydrat/i.test(msg.text())) problems.list.push(`${msg.type()}: ${msg.text()} @ ${msg.location().url}`);
    });
    page.on('pageerror', (err) => problems.list.push(`pageerror: ${err.message}`));
    await use(problems);
  },
});
export { expect };

/** How often the e2e waits look in the page, in ms (`untilCount`, and the `intervals` of their `expect.poll`s). */
export const CHECK_EVERY_MS = 25;

/**
 * Waits until `selector` matches exactly `count` elements (or at least `atLeast`), looking in the page
 * every 25 ms. A locator assertion looks at 0, 100, 250 and 500 ms, then every second: a state reached
 * just after a look costs the rest of that interval, several times a page over the crawl's hundreds of
 * pages. Fails like the assertion would, saying what it waited for and what it found.
 */
export async function untilCount(page: Page, selector: string, { count, atLeast, timeout = 10_000, what = selector }: { count?: number; atLeast?: number; timeout?: number; what?: string }) {
  const want = count === undefined ? { atLeast: atLeast ?? 1 } : { count };
  try {
    await page.waitForFunction(
      ({ selector, want }) => {
        const n = document.querySelectorAll(selector).length;
        return 'count' in want ? n === want.count : n >= want.atLeast;
      },
      { selector, want },
      { polling: CHECK_EVERY_MS, timeout },
    );
  } catch (error) {
    const found = await page.locator(selector).count().catch(() => 'no count (the page is gone)');
    const expected = 'count' in want ? `${want.count}` : `at least ${want.atLeast}`;
    throw new Error(`${what}: waited ${timeout} ms for ${expected} element(s) matching ${selector}, found ${found}`, { cause: error });
  }
}

/** Waits until the page's script is live (settings, delegated behaviours, island triggers; site/client/main.ts). */
export async function hydrated(page: Page) {
  await untilCount(page, 'html[data-page-ready="true"]', { count: 1, what: 'the page script is live' });
}

/** Waits until an island (header, demo, ad, feedback) has hydrated; the reader acts on the page first (`engage`) where it waits for that. */
export async function islandLive(page: Page, kind: string) {
  if (await page.locator(`[data-island="${kind}"][data-island-when="engaged"]`).count()) await engage(page);
  await untilCount(page, `[data-island="${kind}"][data-island-hydrated]`, { atLeast: 1, what: `the ${kind} island is live` });
}

/** gtag pushes its `arguments` object onto dataLayer: every call so far, as plain arrays (['event', 'page_view', {…}]). */
export function gtagCalls(page: Page): Promise<unknown[][]> {
  return page.evaluate(() => ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).map((args) => Array.from(args as ArrayLike<unknown>)));
}

/** The parameters of every gtag event named `name`, in order. */
export async function gtagEvents(page: Page, name: string): Promise<Record<string, unknown>[]> {
  return (await gtagCalls(page)).filter((call) => call[0] === 'event' && call[1] === name).map((call) => call[2] as Record<string, unknown>);
}

/**
 * How long the first service worker may take to install and activate: it precaches every page
 * (~1,200 files). Alone that takes some seconds; beside the crawl on the other worker (busy all the
 * time since its tab is kept from page to page) it took more than 60 s once. A bound, not a sleep.
 */
export const SW_INSTALL_TIMEOUT_MS = 150_000;

/** A test that starts with the first worker's install, then reads a few pages (the sw and offline specs). */
export const SW_TEST_TIMEOUT_MS = SW_INSTALL_TIMEOUT_MS + 60_000;

/**
 * Brings every island that waits to be near the viewport (demos, the ad, feedback) into view, one
 * after another from the top, as a reader scrolling down would, so each loads (its island is
 * replaced by the live piece: no element handles here); then the page's end. One stop per island,
 * not per half viewport (and none for an island an earlier stop already showed): a long API page
 * costs a few steps, not dozens.
 *
 * It starts once the page watches its islands (`data-islands-watching`, after the page's first idle
 * time: an island scrolled past before that would never be seen), and it leaves a stop only once
 * the browser has seen the island in view: an IntersectionObserver of its own reports it, in the
 * same rendering step as the page's observer (frames or timers are not enough: a starved renderer
 * can skip the frame in which the island was in view, and it then never loads). Bounded: 5 s a stop.
 */
export async function scrollThrough(page: Page) {
  // Waits until the page watches its islands, then acts as a reader.
  await engage(page);
  await page.evaluate(async (selector) => {
    // Two frames, or 100 ms when frames stall (a starved renderer): what the last step queued has run.
    const settle = () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
        setTimeout(resolve, 100);
      });
    const islands = [...document.querySelectorAll<HTMLElement>(selector)];
    // Every island the browser has shown in the viewport so far, from any stop: this observer reports in the
    // same rendering step as the page's own (whose margin is wider), so the page has seen it too.
    const seen = new Set<Element>();
    let arrived: (() => void) | undefined;
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) if (entry.isIntersecting) seen.add(entry.target);
      arrived?.();
    });
    for (const el of islands) observer.observe(el);
    const inView = (el: Element) =>
      new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          arrived = undefined;
          // The page's own observer callback (queued in the same step) has run.
          void settle().then(resolve);
        };
        const timer = setTimeout(done, 5_000);
        arrived = () => seen.has(el) && done();
        arrived();
      });
    // Document order is top to bottom. Each stop is measured when it is reached, not up front: the
    // islands above it have grown meanwhile (a live demo, a demo laid out at its real height instead of
    // its content-visibility placeholder), and a position read before would leave it below the viewport.
    // An island already shown at an earlier stop (several fit in one viewport) needs no stop of its own.
    for (const el of islands) {
      if (seen.has(el)) continue;
      scrollTo(0, Math.max(0, el.getBoundingClientRect().top + scrollY - innerHeight / 2));
      await inView(el);
    }
    observer.disconnect();
    scrollTo(0, document.documentElement.scrollHeight);
    await settle();
  }, IN_VIEW_ISLANDS);
}

/** Islands that go live near the viewport: `visible` ones, and `engaged` ones once the reader has acted (site/islands/types.ts). */
export const IN_VIEW_ISLANDS = '[data-island-when="visible"], [data-island-when="engaged"]';

/**
 * The reader's first action on the page, as harmless as one can be (a Shift key press: no
 * shortcut, nothing pointed at): from then on demos near the viewport go live.
 */
export async function engage(page: Page) {
  // Not before the page listens (its islands are watched from its first idle time on).
  await untilCount(page, 'html[data-islands-watching]', { count: 1, what: 'the page watches its islands' });
  await page.keyboard.press('Shift');
}

/**
 * Scrolls through the page and waits until every demo on it is live, with the test's time and the
 * wait grown by the page's islands (`islandsTimeout`); returns that wait for the checks after it.
 */
export async function scrollToLiveDemos(page: Page): Promise<number> {
  const demos = await page.locator('[data-demo-island]').count();
  const timeout = islandsTimeout(await page.locator(IN_VIEW_ISLANDS).count());
  test.setTimeout(test.info().timeout + timeout);
  await scrollThrough(page);
  await untilCount(page, '[data-demo-island][data-demo-live]', { count: demos, timeout, what: 'every demo is live' });
  return timeout;
}

/**
 * How long a page's islands may take to go live: 10 s, plus 3 s an island. The page hydrates its
 * islands one after another, each after an idle gap that waits up to 2 s on a busy CPU
 * (site/client/islands.ts), then loads and renders it, so a page with many demos may take that long
 * on a loaded CI machine (2 s an island was too tight twice in one clean run of the whole suite:
 * the Tooltip and Snackbar pages, each with one island still queued at 20 and 22 s).
 */
export function islandsTimeout(islands: number): number {
  return 10_000 + 3_000 * islands;
}

/** Islands a reader brings into view (IN_VIEW_ISLANDS) that are not live yet. */
const ISLANDS_NOT_LIVE = `:is(${IN_VIEW_ISLANDS}):not([data-island-hydrated])`;

/**
 * Waits until every island the reader brings into view is live. A failure names the islands still not
 * live (`demo {"id":"material/tooltip/TooltipPlacements"}`, `ad`) and what the page reported meanwhile:
 * an island whose hydration threw logs an error, so the message tells slowness from a fault.
 */
export async function everyIslandLive(page: Page, problems: Problems, timeout: number) {
  await untilCount(page, ISLANDS_NOT_LIVE, { count: 0, timeout, what: 'every island scrolled past is live' }).catch(async (error: Error) => {
    const notLive = await page.$$eval(ISLANDS_NOT_LIVE, (islands) =>
      islands.map((island) => [(island as HTMLElement).dataset.island, (island as HTMLElement).dataset.islandProps?.slice(0, 80)].filter(Boolean).join(' ')),
    );
    throw new Error(`${error.message}; not live: ${notLive.join(', ')}; console: ${JSON.stringify(problems.list)}`, { cause: error });
  });
}

/**
 * Follows a page's requests (call before `goto`); `settled` waits until every request made so far
 * has been answered or has failed (a request blocked by the CSP fails). Not `networkidle`: no quiet
 * window to wait out, and a request still open is named.
 */
export function watchRequests(page: Page): { settled: () => Promise<void> } {
  const open = new Set<Request>();
  page.on('request', (request) => open.add(request));
  // Answered on its response: `requestfinished` does not always fire (tests/e2e/csp.ts).
  page.on('response', (response) => open.delete(response.request()));
  page.on('requestfailed', (request) => open.delete(request));
  return { settled: () => expect.poll(() => [...open].map((request) => request.url()), { message: 'requests still open', intervals: [CHECK_EVERY_MS] }).toEqual([]) };
}

/** Scrolls a demo into view and waits until its code has loaded; returns its (live) island. */
export async function liveDemo(page: Page, name: string) {
  // From the page, in one step: the pre-rendered island is replaced when the demo loads.
  await engage(page);
  await page.evaluate((n) => document.querySelector(`[data-demo-island="${CSS.escape(n)}"]`)?.scrollIntoView({ block: 'center' }), name);
  const island = page.locator(`[data-demo-island="${name}"]`);
  await expect(island).toHaveAttribute('data-demo-live', '');
  return island;
}
