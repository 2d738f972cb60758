/**
 * In-page instruments for the ad specs, installed before any script of the page runs.
 *
 * Times are the page's own (`performance.now()`): on a paused page clock they are the clock's, so a
 * test can say "at exactly 3000 ms". Layout shifts carry the browser's real time, so the moment the
 * ad first changed is also taken on the real clock (a PerformanceMark, which the page clock does not
 * replace), to compare the two.
 */
import type { Page } from '@playwright/test';

export interface Shift {
  value: number;
  at: number;
  sources: string[];
  /** A source is the ad, inside it, after it in the page, or unknown: the ad may have caused it. */
  nearAd: boolean;
}
export interface Instruments {
  /** Every layout shift without recent input (the page's CLS is their sum), on the real clock. */
  __shifts: Shift[];
  /** When the ad first changed on the client (its slot, or anything inside it, after parsing), on the real clock. */
  __adChangedAt?: number;
  /** Every change of the ad's data-ad-kind, with the page's time. */
  __adTimeline: { kind: string; at: number }[];
  /** When the network's script element first appeared (the ad's first poll is set up with it). */
  __adScriptAt?: number;
  /** When the network's script finished loading or failed. */
  __adScriptDoneAt?: number;
  /** The page's time of every fetch of the ad feed, taken when fetch() is called. */
  __feedFetches: number[];
  /** Every dataLayer push (gtag's `arguments`, as a plain array), with the page's time. */
  __pushes: { item: unknown[]; at: number }[];
  __adPwned?: unknown;
}

/**
 * Math.random (a constant, or a sequence restarting in every task: the ad draws its layout and its
 * in-house choice in one go), the layout shifts, the ad's kind over time, the network's script,
 * the feed's fetches and the dataLayer pushes.
 */
export async function instrument(page: Page, random: number | number[]) {
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
    const realNow = () => new PerformanceMark('instrument').startTime;

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
      if (parsed && w.__adChangedAt === undefined && records.some(touchesAd)) w.__adChangedAt = realNow();
      const kind = document.querySelector('[data-ad-kind]')?.getAttribute('data-ad-kind') ?? null;
      if (kind !== null && kind !== last) {
        last = kind;
        w.__adTimeline.push({ kind, at: performance.now() });
      }
      if (w.__adScriptAt === undefined && document.getElementById('_carbonads_js')) w.__adScriptAt = performance.now();
    }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    const scriptDone = (event: Event) => {
      if ((event.target as Element | null)?.id === '_carbonads_js') w.__adScriptDoneAt ??= performance.now();
    };
    document.addEventListener('load', scriptDone, true);
    document.addEventListener('error', scriptDone, true);

    w.__feedFetches = [];
    const fetch = window.fetch;
    window.fetch = function (input: RequestInfo | URL, init?: RequestInit) {
      if (String(input instanceof Request ? input.url : input).includes('/feed.json')) w.__feedFetches.push(performance.now());
      return fetch.call(this, input, init);
    };

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
export const isDisplay = (push: { item: unknown[] }) => push.item[0] === 'event' && push.item[1] === 'ad' && (push.item[2] as { eventAction?: unknown } | undefined)?.eventAction === 'display';

export const read = <K extends keyof Instruments>(page: Page, key: K) => page.evaluate((k) => (window as unknown as Instruments)[k], key) as Promise<Instruments[K]>;

/** The display events pushed so far, with their times. */
export const displayPushes = async (page: Page) => (await read(page, '__pushes')).filter(isDisplay);
