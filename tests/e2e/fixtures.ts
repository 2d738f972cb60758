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

/** Waits until the page's script is live (settings, delegated behaviours, island triggers; site/client/main.ts). */
export async function hydrated(page: Page) {
  await expect(page.locator('html[data-page-ready="true"]')).toHaveCount(1);
}

/** Waits until an island (header, demo, ad, feedback) has hydrated. */
export async function islandLive(page: Page, kind: string) {
  await expect(page.locator(`[data-island="${kind}"][data-island-hydrated]`).first()).toBeAttached();
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
 * (~780 files), which under a loaded 2-core machine took more than 20 s. A bound, not a sleep.
 */
export const SW_INSTALL_TIMEOUT_MS = 60_000;

/**
 * Brings every island that waits to be near the viewport (demos, the ad, feedback) into view, one
 * after another from the top, as a reader scrolling down would, so each loads (its island is
 * replaced by the live piece: no element handles here); then the page's end. One stop per island,
 * not per half viewport: a long API page costs a few steps, not dozens. After each stop it waits
 * two frames: the first renders the new position (intersection observers see it), the second runs
 * what the first queued (island triggers, the scroll spy's update).
 */
export async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    // Two frames, or 100 ms when frames stall (a starved renderer on a loaded machine): never a hang.
    const frames = () =>
      new Promise((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(resolve));
        setTimeout(resolve, 100);
      });
    const stops = [...document.querySelectorAll<HTMLElement>('[data-island-when="visible"]')].map((el) => el.getBoundingClientRect().top + scrollY);
    for (const top of [...stops.sort((a, b) => a - b), document.documentElement.scrollHeight]) {
      scrollTo(0, Math.max(0, top - innerHeight / 2));
      await frames();
    }
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
  return { settled: () => expect.poll(() => [...open].map((request) => request.url()), { message: 'requests still open' }).toEqual([]) };
}

/** Scrolls a demo into view and waits until its code has loaded; returns its (live) island. */
export async function liveDemo(page: Page, name: string) {
  // From the page, in one step: the pre-rendered island is replaced when the demo loads.
  await page.evaluate((n) => document.querySelector(`[data-demo-island="${CSS.escape(n)}"]`)?.scrollIntoView({ block: 'center' }), name);
  const island = page.locator(`[data-demo-island="${name}"]`);
  await expect(island).toHaveAttribute('data-demo-live', '');
  return island;
}
