import puppeteer, { type Page } from 'puppeteer-core';
import { median, type PageChangeResult } from './benchBudgets';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.js';
import { htmlFileOf } from './pageWeight';

/**
 * Page change: from a warm page, a reader hovers a sidebar link, then clicks it; the figure is the
 * time from the click to the next page painted, in Chromium, unthrottled, one browser process and
 * context for every run (warm HTTP cache, service workers allowed, so Speculation Rules
 * prefetch/prerender on hover count as the site intends).
 *
 * Driven with Puppeteer (puppeteer-core, which Lighthouse brings), not Playwright: Playwright's
 * DevTools sessions attach to the page without the tab target, and Chromium then refuses to
 * prerender (Preload status PrerenderingDisabledByDevTools); Puppeteer attaches through the tab
 * target, so prerendered pages are activated as in a reader's browser.
 *
 * t0 is Date.now() in Node just before the mouse button goes down (CDP Input events; the pointer is
 * already on the link). The new page's paint is performance.timeOrigin + max(activationStart,
 * first-contentful-paint): a prerendered page painted before activation, so its activation counts.
 * A same-document (client-side routed) change has no new paint entry: its paint is taken as the
 * frame after the new page's h1 is in the DOM.
 */

export const PAGE_CHANGE_VIEWPORT = { width: 1280, height: 800 };

export interface PageChangeRun {
  to: string;
  /** Click to paint, in ms; for a failed run, the time until it was given up (a lower bound). */
  ms: number | null;
  kind?: 'prerendered' | 'document' | 'same-document';
  /** How the new document came (PerformanceNavigationTiming.deliveryType: "", "cache", "navigational-prefetch"). */
  deliveryType?: string;
  failed?: string;
}

export interface PageChange extends PageChangeResult {
  start: string;
  viewport: string;
  runs: PageChangeRun[];
  /** The page's epoch clock minus Node's, measured once; both should be the system clock. */
  clockSkewMs: number;
}

interface Painted {
  kind: 'prerendered' | 'document' | 'same-document';
  /** Epoch ms of the paint, or undefined when none came within the bound. */
  paintedAt?: number;
  deliveryType?: string;
  now: number;
}

/** Runs in the new page: when it was painted (see the file comment). No named inner functions (see sidebarLinks). */
async function paintedTime({ startH1, timeoutMs }: { startH1: string; timeoutMs: number }): Promise<Painted> {
  if ((window as unknown as { __benchPageChange?: boolean }).__benchPageChange) {
    const end = performance.now() + timeoutMs;
    while ((document.querySelector('h1')?.textContent ?? '') === startH1 && performance.now() < end) await new Promise((r) => requestAnimationFrame(r));
    if ((document.querySelector('h1')?.textContent ?? '') === startH1) return { kind: 'same-document', now: performance.timeOrigin + performance.now() };
    // The h1 changed before this frame; its paint follows the frame's animation callbacks.
    await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
    return { kind: 'same-document', paintedAt: performance.timeOrigin + performance.now(), now: performance.timeOrigin + performance.now() };
  }
  const nav = performance.getEntriesByType('navigation')[0] as (PerformanceNavigationTiming & { activationStart?: number; deliveryType?: string }) | undefined;
  const activationStart = nav?.activationStart ?? 0;
  let fcp: number | undefined = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
  fcp ??= await new Promise<number | undefined>((resolve) => {
    const observer = new PerformanceObserver((list) => {
      const entry = list.getEntriesByName('first-contentful-paint')[0];
      if (!entry) return;
      observer.disconnect();
      resolve(entry.startTime);
    });
    observer.observe({ type: 'paint', buffered: true });
    setTimeout(() => {
      observer.disconnect();
      resolve(undefined);
    }, timeoutMs);
  });
  return {
    kind: activationStart > 0 ? 'prerendered' : 'document',
    paintedAt: fcp === undefined ? undefined : performance.timeOrigin + Math.max(activationStart, fcp),
    deliveryType: nav?.deliveryType,
    now: performance.timeOrigin + performance.now(),
  };
}

/**
 * Marks the left navigation (`nav[aria-label="Main navigation"]`, else the left-most nav with the
 * most /material-ui/ links) with data-bench-sidebar and returns the paths of its visible links.
 */
async function sidebarLinks(page: Page): Promise<{ href: string; current: boolean }[]> {
  // No named inner functions: tsx would wrap them in a __name() helper the page does not have.
  return page.evaluate((selector) => {
    const navs = [...document.querySelectorAll('nav')];
    const sidebar =
      navs.find((n) => n.getAttribute('aria-label') === 'Main navigation' && n.querySelector(selector)) ??
      navs.filter((n) => n.getBoundingClientRect().left < window.innerWidth / 3).sort((a, b) => b.querySelectorAll(selector).length - a.querySelectorAll(selector).length)[0];
    if (!sidebar) return [];
    sidebar.setAttribute('data-bench-sidebar', '');
    return [...sidebar.querySelectorAll<HTMLAnchorElement>(selector)]
      .filter((a) => a.checkVisibility({ visibilityProperty: true, opacityProperty: true }))
      .map((a) => ({ href: a.getAttribute('href')!, current: a.getAttribute('aria-current') === 'page' }));
  }, 'a[href^="/material-ui/"]');
}

/** `count` links spread evenly over the candidates (repeating when there are fewer). */
export function spreadPick<T>(candidates: readonly T[], count: number): T[] {
  if (candidates.length === 0) return [];
  return Array.from({ length: count }, (_, i) =>
    candidates.length >= count ? candidates[Math.floor(((i + 0.5) * candidates.length) / count)]! : candidates[i % candidates.length]!,
  );
}

/** Loads the start page and lets it idle: load, the network quiet (at most 10 s), then `idleMs`. */
async function warmStart(page: Page, url: string, idleMs: number) {
  await page.goto(url, { waitUntil: 'load', timeout: 30_000 });
  await page.waitForNetworkIdle({ idleTime: 500, timeout: 10_000 }).catch(() => undefined);
  await sleep(idleMs);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The path of the page's document, retried while a navigation swaps its execution context. */
async function pathnameOf(page: Page): Promise<string | undefined> {
  for (let i = 0; i < 20; i += 1) {
    try {
      return await page.evaluate(() => location.pathname);
    } catch {
      await sleep(25);
    }
  }
  return undefined;
}

async function oneRun(page: Page, origin: string, start: string, to: string, o: Required<PageChangeOptions>): Promise<PageChangeRun> {
  await warmStart(page, origin + start, o.idleMs);
  await sidebarLinks(page);
  const link = await page.$(`[data-bench-sidebar] a[href="${to}"]`);
  if (!link) throw new Error(`no sidebar link to ${to}`);
  await link.hover(); // scrolls it into view and rests the pointer on its centre
  await sleep(o.hoverMs);
  const startH1 = await page.evaluate(() => {
    (window as unknown as { __benchPageChange?: boolean }).__benchPageChange = true;
    return document.querySelector('h1')?.textContent ?? '';
  });
  const t0 = Date.now();
  try {
    const navigated = page.waitForNavigation({ waitUntil: 'domcontentloaded', timeout: o.timeoutMs });
    await page.mouse.down();
    await page.mouse.up();
    await navigated;
    while ((await pathnameOf(page)) !== to) {
      if (Date.now() - t0 > o.timeoutMs) throw new Error(`still not on ${to} after ${o.timeoutMs} ms`);
      await sleep(10);
    }
    const p = await page.evaluate(paintedTime, { startH1, timeoutMs: o.timeoutMs });
    const base = { to, kind: p.kind, ...(p.deliveryType !== undefined ? { deliveryType: p.deliveryType } : {}) };
    if (p.paintedAt === undefined) return { ...base, ms: p.now - t0, failed: `no paint within ${o.timeoutMs} ms` };
    return { ...base, ms: p.paintedAt - t0 };
  } catch (error) {
    return { to, ms: Date.now() - t0, failed: (error as Error).message.split('\n')[0]! };
  }
}

export interface PageChangeOptions {
  /** The warm page every run starts from. */
  start?: string;
  runs?: number;
  /** Idle time on the start page before hovering. */
  idleMs?: number;
  /** Time the pointer rests on the link before the click. */
  hoverMs?: number;
  /** Bound on the navigation and on waiting for its paint. */
  timeoutMs?: number;
}

/**
 * Measures `runs` page changes from `start` on the site at `origin`, to sidebar pages present in
 * `dist`, in a Chromium of its own (headless, CHROMIUM_ARGS).
 */
export async function measurePageChange(origin: string, dist: string, options: PageChangeOptions = {}): Promise<PageChange> {
  const o: Required<PageChangeOptions> = { start: '/material-ui/getting-started/installation', runs: 10, idleMs: 1000, hoverMs: 300, timeoutMs: 10_000, ...options };
  const browser = await puppeteer.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true, defaultViewport: PAGE_CHANGE_VIEWPORT });
  try {
    const page = await browser.newPage();
    // First visit: the service worker (if any) installs and the cache fills before the runs.
    await page.goto(origin + o.start, { waitUntil: 'load', timeout: 30_000 });
    await page.waitForNetworkIdle({ idleTime: 1000, timeout: 15_000 }).catch(() => undefined);
    const before = Date.now();
    const pageNow = await page.evaluate(() => performance.timeOrigin + performance.now());
    const clockSkewMs = pageNow - (before + Date.now()) / 2;
    const candidates = (await sidebarLinks(page))
      .filter((l) => !l.current && !l.href.includes('#') && !l.href.includes('?') && l.href !== o.start && htmlFileOf(dist, l.href))
      .map((l) => l.href);
    const unique = [...new Set(candidates)];
    if (unique.length === 0) throw new Error(`no sidebar link to a built page on ${o.start}`);
    const runs: PageChangeRun[] = [];
    for (const to of spreadPick(unique, o.runs)) {
      // A failure before the click (the start page or the hover) leaves the run without a figure.
      const r: PageChangeRun = await oneRun(page, origin, o.start, to, o).catch((error: Error) => ({ to, ms: null, failed: error.message.split('\n')[0]! }));
      runs.push({ ...r, ms: r.ms === null ? null : Math.round(r.ms * 10) / 10 });
    }
    const valuesMs = runs.flatMap((r) => (r.ms === null ? [] : [r.ms]));
    return {
      medianMs: valuesMs.length ? median(valuesMs) : null,
      valuesMs,
      start: o.start,
      viewport: `desktop ${PAGE_CHANGE_VIEWPORT.width}x${PAGE_CHANGE_VIEWPORT.height}`,
      runs,
      clockSkewMs: Math.round(clockSkewMs * 10) / 10,
    };
  } finally {
    await browser.close();
  }
}
