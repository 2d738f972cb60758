import { BUDGETS, buildChecks, pageChangeCheck, pageChecks, type BenchResults, type Check } from './benchBudgets';

/** The bench's printed report: every figure beside its budget, the missed budgets last. Pure. */

const mark = (c: Check) => (c.ok === null ? '?' : c.ok ? '✓' : '✗');
const num = (v: number | null, digits = 0) => (v === null ? 'n/a' : v.toFixed(digits));

/** CLS as written in the JSON (4 decimals), so a small shift still shows as not 0. */
const clsText = (v: number | null) => (v === null ? 'n/a' : String(v));

export interface ReportContext {
  dist: string;
  lighthouseRuns: number;
  out: string;
  /** How first-load JS was counted (viewports, quiet rule). */
  jsMethod: string;
  /** The lowest and highest host speed Lighthouse measured over the runs (its benchmarkIndex). */
  hostSpeed?: { min: number; max: number } | null;
}

interface Column {
  title: string;
  width: number;
  cell: (checks: Check[], page: BenchResults['pages'][number]) => string;
}

const COLUMNS: Column[] = [
  { title: `perf ≥${BUDGETS.performance}`, width: 9, cell: ([c]) => `${num(c!.value)} ${mark(c!)}` },
  { title: `FCP ≤${BUDGETS.fcpMs} ms`, width: 12, cell: ([, c]) => `${num(c!.value)} ms ${mark(c!)}` },
  { title: `LCP ≤${BUDGETS.lcpMs} ms`, width: 13, cell: ([, , c]) => `${num(c!.value)} ms ${mark(c!)}` },
  { title: `TBT ≤${BUDGETS.tbtMs} ms`, width: 11, cell: ([, , , c]) => `${num(c!.value)} ms ${mark(c!)}` },
  { title: `CLS =${BUDGETS.cls}`, width: 10, cell: ([, , , , c]) => `${clsText(c!.value)} ${mark(c!)}` },
  { title: 'first-load JS gz ≤ budget', width: 27, cell: ([, , , , , c], p) => `${num(c!.value, 1)} ≤ ${p.firstLoadJsBudgetKiB} KiB ${mark(c!)}` },
  { title: 'HTML gz (raw)', width: 20, cell: (_, p) => `${num(p.htmlKiB, 1)} KiB (${num(p.htmlRawKiB, 0)})` },
];

export function formatReport(r: BenchResults, ctx: ReportContext): string[] {
  const lines: string[] = [];
  const width = Math.max(44, ...r.pages.map((p) => p.path.length + 2));
  lines.push('');
  lines.push(`bench of ${ctx.dist}, served compressed from 127.0.0.1`);
  lines.push(`  Lighthouse mobile (simulated throttling), median of ${ctx.lighthouseRuns} run(s); ${ctx.jsMethod}`);
  if (ctx.hostSpeed) {
    lines.push(`  host speed (Lighthouse benchmarkIndex, higher is faster): ${Math.round(ctx.hostSpeed.min)}–${Math.round(ctx.hostSpeed.max)}; TBT is the host's time times 4, so compare runs at like speeds`);
  }
  lines.push(['page'.padEnd(width), ...COLUMNS.map((c) => c.title.padEnd(c.width))].join('  '));
  for (const p of r.pages) {
    const checks = pageChecks(p);
    lines.push([p.path.padEnd(width), ...COLUMNS.map((c) => c.cell(checks, p).padEnd(c.width))].join('  '));
    for (const e of (p.errors as string[] | undefined) ?? []) lines.push(`  ! ${e}`);
  }

  const pc = r.pageChange;
  const pcCheck = pageChangeCheck(r.pageChangeMs);
  lines.push('');
  lines.push(
    `page change (click on a sidebar link → next page painted; Chromium ${String(pc.viewport ?? 'desktop')}, unthrottled, warm context, ` +
      `from ${String(pc.start ?? 'the start page')} idle 1 s, pointer on the link 300 ms first; median of ${pc.valuesMs.length}): ` +
      `${num(r.pageChangeMs, 1)} ms (budget ${pcCheck.budget}) ${mark(pcCheck)}`,
  );
  const runs = (pc.runs as { to: string; ms: number | null; kind?: string; failed?: string }[] | undefined) ?? [];
  for (const run of runs) lines.push(`  ${num(run.ms, 1).padStart(7)} ms  ${run.to}${run.kind ? ` (${run.kind})` : ''}${run.failed ? `  failed: ${run.failed}` : ''}`);
  if (pc.error) lines.push(`  ! ${String(pc.error)}`);

  lines.push('');
  if (r.build) {
    const [time, memory] = buildChecks(r.build);
    lines.push(`build: ${num(time!.value, 1)} s (budget ${time!.budget}) ${mark(time!)}, peak memory ${num(memory!.value)} MiB (budget ${memory!.budget}) ${mark(memory!)}`);
  } else lines.push('build: not measured (BENCH_SKIP_BUILD=1 or BENCH_DIST): "build" is null in the JSON');

  const s = r.search as Record<string, number | string> | null;
  if (s && typeof s.pagefindKiB === 'number') {
    lines.push(
      `search (no budget; "button", then "theme", median of ${s.runs}): ${Number(s.pagefindKiB).toFixed(1)} KiB from /pagefind/ in ${s.pagefindRequests} requests ` +
        `+ ${Number(s.dialogKiB).toFixed(1)} KiB dialog code, from opening to first results; first results ${Math.round(Number(s.firstResultsMs))} ms after the query, ` +
        `next query ${Math.round(Number(s.nextResultsMs))} ms (debounce included)`,
    );
  } else lines.push(`search (no budget): not measured${s?.error ? `: ${String(s.error)}` : ''}`);

  lines.push(`results: ${ctx.out}`);
  lines.push('');
  for (const n of r.notMeasured) lines.push(`not measured: ${n}`);
  if (r.missed.length) {
    lines.push(`missed budgets (${r.missed.length}):`);
    for (const m of r.missed) lines.push(`  ✗ ${m}`);
  } else lines.push('all budgets met');
  return lines;
}
