import { vi } from 'vitest';
import type { AnalyticsGlobals, MediaQueryLike } from '../../../src/analytics/analytics';
import type { VitalMetric, VitalsApi } from '../../../src/analytics/vitals';
import type { GtagHost } from '../../../src/analytics/gtag';

/** A media query whose `matches` a test flips, firing its change listeners. */
export interface FakeMediaQuery extends MediaQueryLike {
  set(matches: boolean): void;
  listeners: Set<() => void>;
}

export function fakeMediaQuery(matches = false): FakeMediaQuery {
  const listeners = new Set<() => void>();
  const query: FakeMediaQuery = {
    matches,
    listeners,
    addEventListener: (_type, listener) => void listeners.add(listener),
    removeEventListener: (_type, listener) => void listeners.delete(listener),
    set(value) {
      query.matches = value;
      [...listeners].forEach((l) => l());
    },
  };
  return query;
}

/** A Web Storage in memory. */
export function memoryStorage(initial: Record<string, string> = {}): Pick<Storage, 'getItem' | 'setItem'> & { data: Record<string, string> } {
  const data = { ...initial };
  return { data, getItem: (key) => data[key] ?? null, setItem: (key, value) => void (data[key] = String(value)) };
}

/** Fake web-vitals: records the callbacks so a test can report metrics. */
export function fakeVitals(): VitalsApi & { report(name: string, metric: Omit<VitalMetric, 'name'>): void } {
  const callbacks = new Map<string, (m: VitalMetric) => void>();
  const on = (name: string) => (cb: (m: VitalMetric) => void) => void callbacks.set(name, cb);
  return {
    onCLS: on('CLS'),
    onINP: on('INP'),
    onLCP: on('LCP'),
    onFCP: on('FCP'),
    onTTFB: on('TTFB'),
    report: (name, metric) => callbacks.get(name)?.({ name, ...metric }),
  };
}

/** Everything analytics takes from the browser, faked; `calls()` reads the dataLayer as plain arrays. */
export function fakeGlobals(overrides: Partial<AnalyticsGlobals> = {}) {
  const host: GtagHost = {};
  const dark = fakeMediaQuery(false);
  const resolution = new Map<string, FakeMediaQuery>();
  let ratio = 1;
  let clickListener: ((target: unknown) => void) | undefined;
  const vitals = fakeVitals();
  const g = {
    host,
    now: () => new Date(0),
    random: vi.fn(() => 0.5),
    sessionStorage: () => memoryStorage(),
    loadScript: vi.fn<(src: string) => void>(),
    matchMedia: vi.fn((query: string) => {
      if (query === '(prefers-color-scheme: dark)') return dark;
      let q = resolution.get(query);
      if (!q) resolution.set(query, (q = fakeMediaQuery(true)));
      return q;
    }),
    devicePixelRatio: () => ratio,
    listenToClicks: vi.fn((listener: (target: unknown) => void) => {
      clickListener = listener;
      return () => (clickListener = undefined);
    }),
    warn: vi.fn<(message: string) => void>(),
    loadVitals: vi.fn(async () => vitals),
    ...overrides,
  } satisfies AnalyticsGlobals;
  return {
    g,
    host,
    dark,
    vitals,
    /** Changes the pixel ratio: the query of the old one stops matching. */
    setRatio(next: number) {
      const old = resolution.get(`(resolution: ${ratio}dppx)`);
      ratio = next;
      old?.set(false);
    },
    resolution,
    click: (target: unknown) => clickListener?.(target),
    hasClickListener: () => clickListener !== undefined,
    calls: (): unknown[][] => (host.dataLayer ?? []).map((args) => Array.from(args as ArrayLike<unknown>)),
  };
}

/** A stand-in element: `closest` finds the nearest of a chain of attribute sets. */
export function fakeElement(chain: Record<string, string>[]) {
  return {
    closest: (selector: string) => {
      const names = [...selector.matchAll(/\[([^\]]+)\]/g)].map((m) => m[1]!);
      const found = chain.find((attrs) => names.some((n) => n in attrs));
      return found ? { getAttribute: (name: string) => found[name] ?? null } : null;
    },
  };
}
