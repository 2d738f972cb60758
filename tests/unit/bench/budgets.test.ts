import { describe, expect, it } from 'vitest';
import { BUDGETS, PAGES, jsBudgetKiB, median, pageKind, shapeResults, type BenchInput, type PageMeasure } from '../../../scripts/benchBudgets';

const goodPage = (path: string, over: Partial<PageMeasure> = {}): PageMeasure => ({
  path,
  performance: 100,
  fcpMs: 612.4,
  lcpMs: 801.6,
  tbtMs: 0,
  cls: 0,
  firstLoadJsKiB: 12.345,
  htmlKiB: 20.111,
  htmlRawKiB: 150.5,
  runs: 3,
  ...over,
});

const input = (over: Partial<BenchInput> = {}): BenchInput => ({
  pages: PAGES.map((p) => goodPage(p.path)),
  build: { seconds: 61.23, peakMiB: 1500.4 },
  pageChange: { medianMs: 42.04, valuesMs: [40, 42.04, 44] },
  ...over,
});

describe('bench budgets', () => {
  it('classifies component pages and guides, with their first-load JS budgets', () => {
    expect(pageKind('/material-ui/react-button')).toBe('component');
    expect(pageKind('/material-ui/api/button')).toBe('guide');
    expect(pageKind('/material-ui/getting-started/installation')).toBe('guide');
    expect(pageKind('/material-ui/getting-started/templates')).toBe('guide');
    expect(pageKind('/material-ui/getting-started/templates/dashboard')).toBe('component');
    expect(pageKind('/material-ui/customization/color')).toBe('component');
    expect(pageKind('/material-ui/customization/palette')).toBe('guide');
    expect(jsBudgetKiB('/material-ui/react-table')).toBe(120);
    expect(jsBudgetKiB('/material-ui/api/button')).toBe(30);
    expect(PAGES.every((p) => p.kind === pageKind(p.path))).toBe(true);
  });

  it('takes the median, averaging the two middle values for an even count', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });

  it('misses nothing when every figure is within its budget', () => {
    expect(shapeResults(input()).missed).toEqual([]);
  });

  it('lists each page figure over its budget in `missed`', () => {
    const pages = [
      goodPage('/material-ui/react-button', { performance: 98, lcpMs: 1001, cls: 0.01 }),
      goodPage('/material-ui/api/button', { firstLoadJsKiB: 31, fcpMs: 901, tbtMs: 51 }),
      goodPage('/material-ui/react-table', { firstLoadJsKiB: 119.9 }),
    ];
    const { missed } = shapeResults(input({ pages }));
    expect(missed).toHaveLength(6);
    expect(missed.filter((m) => m.startsWith('/material-ui/react-button: '))).toEqual([
      '/material-ui/react-button: performance 98 (budget ≥ 99)',
      '/material-ui/react-button: LCP 1001 ms (budget ≤ 1000 ms)',
      '/material-ui/react-button: CLS 0.01 (budget = 0)',
    ]);
    expect(missed).toContain('/material-ui/api/button: first-load JS 31 KiB (budget ≤ 30 KiB)');
    expect(missed).toContain('/material-ui/api/button: FCP 901 ms (budget ≤ 900 ms)');
    expect(missed).toContain('/material-ui/api/button: TBT 51 ms (budget ≤ 50 ms)');
  });

  it('counts a figure that could not be measured as missed', () => {
    const { missed } = shapeResults(input({ pages: [goodPage('/material-ui/api/button', { performance: null })], pageChange: { medianMs: null, valuesMs: [] } }));
    expect(missed).toEqual(['/material-ui/api/button: performance not measured (budget ≥ 99)', 'page change: page change not measured (budget ≤ 100 ms)']);
  });

  it('misses the page change and the build over their budgets; a skipped build is no miss', () => {
    const r = shapeResults(input({ pageChange: { medianMs: 100.2, valuesMs: [] }, build: { seconds: 90.06, peakMiB: 2049 } }));
    expect(r.missed).toEqual(['page change: page change 100.2 ms (budget ≤ 100 ms)', 'build: build time 90.1 s (budget ≤ 90 s)', 'build: build peak memory 2049 MiB (budget ≤ 2048 MiB)']);
    const skipped = shapeResults(input({ build: null, notMeasured: ['build'] }));
    expect(skipped.build).toBeNull();
    expect(skipped.missed).toEqual([]);
    expect(skipped.notMeasured).toEqual(['build']);
    // Rounded to 0.1 ms as in the JSON: 100.04 ms is written, and judged, as 100.
    expect(shapeResults(input({ pageChange: { medianMs: 100.04, valuesMs: [] } })).missed).toEqual([]);
  });

  it('writes the JSON the hook reads: keys, names and units', () => {
    const r = JSON.parse(JSON.stringify(shapeResults(input(), new Date('2026-01-02T03:04:05Z'))));
    expect(Object.keys(r)).toEqual(expect.arrayContaining(['pages', 'build', 'pageChangeMs', 'missed', 'measuredAt', 'search']));
    expect(r.measuredAt).toBe('2026-01-02T03:04:05.000Z');
    expect(r.pages).toHaveLength(PAGES.length);
    for (const p of r.pages) {
      for (const key of ['path', 'performance', 'fcpMs', 'lcpMs', 'tbtMs', 'cls', 'firstLoadJsKiB', 'htmlKiB']) expect(p).toHaveProperty(key);
      expect(p.performance).toBeGreaterThanOrEqual(0);
      expect(p.performance).toBeLessThanOrEqual(100);
    }
    const button = r.pages[0];
    expect(button).toMatchObject({ path: '/material-ui/react-button', performance: 100, fcpMs: 612, lcpMs: 802, tbtMs: 0, cls: 0, firstLoadJsKiB: 12.35, htmlKiB: 20.11, htmlRawKiB: 150.5, firstLoadJsBudgetKiB: 120 });
    expect(r.build).toEqual({ seconds: 61.2, peakMiB: 1500 });
    expect(r.pageChangeMs).toBe(42);
    expect(r.search).toBeNull();
    // What the hook flags, on the JSON as written.
    const hookFlags = (j: typeof r) =>
      j.pages.some((p: typeof button) => p.performance < BUDGETS.performance || p.lcpMs > BUDGETS.lcpMs || p.fcpMs > BUDGETS.fcpMs || p.tbtMs > BUDGETS.tbtMs || p.cls > 0) ||
      j.pageChangeMs > BUDGETS.pageChangeMs;
    expect(hookFlags(r)).toBe(false);
    expect(hookFlags(JSON.parse(JSON.stringify(shapeResults(input({ pages: [goodPage('/material-ui/react-button', { cls: 0.002 })] })))))).toBe(true);
  });

  it('rounds CLS like the verdict, so the JSON and `missed` agree', () => {
    const tiny = shapeResults(input({ pages: [goodPage('/material-ui/react-button', { cls: 0.00004 })] }));
    expect(tiny.pages[0]!.cls).toBe(0);
    expect(tiny.missed).toEqual([]);
    const small = shapeResults(input({ pages: [goodPage('/material-ui/react-button', { cls: 0.0002 })] }));
    expect(small.pages[0]!.cls).toBe(0.0002);
    expect(small.missed).toEqual(['/material-ui/react-button: CLS 0.0002 (budget = 0)']);
  });

  it('gives the Data Grid pages the component budgets and checks the grid scroll against its budget', () => {
    expect(pageKind('/x/react-data-grid/features')).toBe('component');
    expect(pageKind('/x/react-data-grid/performance')).toBe('component');
    expect(pageKind('/x/react-data-grid/editing')).toBe('guide');
    const scroll = (pct: number | null) => ({ route: '/x/react-data-grid/performance', framesUnder16_7Pct: pct, frames: pct === null ? 0 : 300 });
    expect(shapeResults(input({ gridScroll: scroll(98.3) })).missed).toEqual([]);
    expect(shapeResults(input({ gridScroll: scroll(77.7) })).missed).toEqual([
      `grid scroll /x/react-data-grid/performance: frames under 16.7 ms 77.7 % (budget ≥ ${BUDGETS.gridScrollFramesUnder16_7Pct} %)`,
    ]);
    expect(shapeResults(input({ gridScroll: scroll(null) })).missed).toEqual([
      `grid scroll /x/react-data-grid/performance: frames under 16.7 ms not measured (budget ≥ ${BUDGETS.gridScrollFramesUnder16_7Pct} %)`,
    ]);
    expect(shapeResults(input()).gridScroll).toBeNull();
  });
});
