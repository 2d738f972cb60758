import { describe, expect, it } from 'vitest';
import { PAGES, shapeResults, type PageMeasure } from '../../../scripts/benchBudgets';
import { formatReport } from '../../../scripts/benchReport';
import { spreadPick } from '../../../scripts/pageChangeBench';

const page = (path: string, over: Partial<PageMeasure> = {}): PageMeasure => ({
  path,
  performance: 100,
  fcpMs: 600,
  lcpMs: 800,
  tbtMs: 0,
  cls: 0,
  firstLoadJsKiB: 20,
  htmlKiB: 20,
  htmlRawKiB: 150,
  runs: 3,
  ...over,
});
const ctx = { dist: '/x/dist', lighthouseRuns: 3, out: 'bench-results.json', jsMethod: 'counted by Chromium' };

describe('bench report', () => {
  it('prints every figure beside its budget and ends with the missed budgets', () => {
    const results = shapeResults({
      pages: PAGES.map((p) => page(p.path, p.path === '/material-ui/react-table' ? { performance: 90, firstLoadJsKiB: 150.25 } : {})),
      build: null,
      pageChange: { medianMs: 150, valuesMs: [150], runs: [{ to: '/material-ui/react-chip', ms: 150, kind: 'document' }] },
      search: { error: 'boom' },
      notMeasured: ['build (BENCH_SKIP_BUILD=1)'],
    });
    const lines = formatReport(results, ctx);
    const table = lines.find((l) => l.startsWith('/material-ui/react-table'))!;
    expect(table).toContain('90 ✗');
    expect(table).toContain('150.3 ≤ 120 KiB ✗');
    expect(lines.find((l) => l.startsWith('/material-ui/api/button'))).toContain('20.0 ≤ 30 KiB ✓');
    expect(lines.some((l) => l.includes('FCP ≤900 ms') && l.includes('LCP ≤1000 ms') && l.includes('TBT ≤50 ms') && l.includes('CLS =0'))).toBe(true);
    expect(lines.find((l) => l.startsWith('page change'))).toMatch(/150\.0 ms \(budget ≤ 100 ms\) ✗$/);
    expect(lines).toContain('search (no budget): not measured: boom');
    expect(lines.some((l) => l.startsWith('build: not measured'))).toBe(true);
    const tail = lines.slice(lines.indexOf('missed budgets (3):'));
    expect(tail).toEqual([
      'missed budgets (3):',
      '  ✗ /material-ui/react-table: performance 90 (budget ≥ 99)',
      '  ✗ /material-ui/react-table: first-load JS 150.25 KiB (budget ≤ 120 KiB)',
      '  ✗ page change: page change 150 ms (budget ≤ 100 ms)',
    ]);
  });

  it('says so when every budget is met', () => {
    const results = shapeResults({ pages: [page('/material-ui/react-button')], build: { seconds: 50, peakMiB: 1000 }, pageChange: { medianMs: 30, valuesMs: [30] } });
    const lines = formatReport(results, ctx);
    expect(lines.at(-1)).toBe('all budgets met');
    expect(lines.find((l) => l.startsWith('build:'))).toBe('build: 50.0 s (budget ≤ 90 s) ✓, peak memory 1000 MiB (budget ≤ 2048 MiB) ✓');
  });

  it("prints the host's speed range when Lighthouse measured it, and no line when it did not", () => {
    const results = shapeResults({ pages: [page('/material-ui/react-button')], build: null, pageChange: { medianMs: 30, valuesMs: [30] } });
    const speedLine = (lines: string[]) => lines.find((l) => l.includes('benchmarkIndex'));
    expect(speedLine(formatReport(results, { ...ctx, hostSpeed: { min: 1423.5, max: 2179 } }))).toBe(
      "  host speed (Lighthouse benchmarkIndex, higher is faster): 1424–2179; TBT is the host's time times 4, so compare runs at like speeds",
    );
    expect(speedLine(formatReport(results, ctx))).toBeUndefined();
    expect(speedLine(formatReport(results, { ...ctx, hostSpeed: null }))).toBeUndefined();
  });
});

describe('page change links', () => {
  it('spreads the runs over the sidebar, repeating only when it has fewer links', () => {
    const links = Array.from({ length: 40 }, (_, i) => `/p${i}`);
    const picked = spreadPick(links, 10);
    expect(new Set(picked).size).toBe(10);
    expect(picked[0]).toBe('/p2');
    expect(picked.at(-1)).toBe('/p38');
    expect(spreadPick(['/a', '/b', '/c'], 5)).toEqual(['/a', '/b', '/c', '/a', '/b']);
    expect(spreadPick([], 10)).toEqual([]);
  });
});
