/**
 * The bench's budgets and the shape of bench-results.json: pure, so it is unit-tested
 * (tests/unit/bench/budgets.test.ts). A hook reads the JSON and flags performance < 99,
 * lcpMs > 1000, fcpMs > 900, tbtMs > 50, cls > 0 on any page, and pageChangeMs > 100.
 */

/** Pages with demos get a larger first-load JS budget than guides and API pages. */
export type PageKind = 'component' | 'guide';

export const BUDGETS = {
  /** Lighthouse mobile performance score, 0–100 (median). */
  performance: 99,
  fcpMs: 900,
  lcpMs: 1000,
  tbtMs: 50,
  cls: 0,
  /** JS transferred (compressed) before any interaction, counted by the browser. */
  firstLoadJsKiB: { component: 120, guide: 30 } satisfies Record<PageKind, number>,
  /** Click on a sidebar link to the next page painted (median of 10). */
  pageChangeMs: 100,
  buildSeconds: 90,
  buildPeakMiB: 2048,
  /** Issue 19: scrolling 10,000 grid rows for 5 s, share of frames under 16.7 ms (60 fps), in % (scripts/gridScrollBench.ts). */
  gridScrollFramesUnder16_7Pct: 95,
} as const;

export const PAGES: readonly { path: string; kind: PageKind }[] = [
  { path: '/material-ui/react-button', kind: 'component' },
  { path: '/material-ui/react-autocomplete', kind: 'component' },
  { path: '/material-ui/react-table', kind: 'component' },
  { path: '/material-ui/api/button', kind: 'guide' },
  { path: '/material-ui/getting-started/installation', kind: 'guide' },
  // Issue 16: the page with the colour tool, and a live template (interactive pages: component budgets).
  { path: '/material-ui/customization/color', kind: 'component' },
  { path: '/material-ui/getting-started/templates/dashboard', kind: 'component' },
  // Issue 17: Joy UI's Button and Table pages beside Material UI's (a page missing from the build is
  // listed in `notMeasured` instead: scripts/bench.ts).
  { path: '/joy-ui/react-button', kind: 'component' },
  { path: '/joy-ui/react-table', kind: 'component' },
  // Issue 18: System's Box page and the sx page with its playground (an interactive guide: component budgets).
  { path: '/system/react-box', kind: 'component' },
  { path: '/system/getting-started/the-sx-prop', kind: 'component' },
  // Issue 19: a Data Grid page with 1,000 rows meets the component budgets.
  { path: '/x/react-data-grid/features', kind: 'component' },
];

/** The page whose 10,000-row grid the bench scrolls (scripts/gridScrollBench.ts). */
export const GRID_SCROLL_PAGE = '/x/react-data-grid/performance';

/** Interactive pages besides the component pages: the colour tool's page, the sx playground's, the Data Grid's. */
const INTERACTIVE_GUIDES = new Set(['/material-ui/customization/color', '/system/getting-started/the-sx-prop', '/x/react-data-grid/features', GRID_SCROLL_PAGE]);

/**
 * Component pages (`/<product>/react-*`) have demos, live templates are apps and the colour page a
 * tool: they get the component budgets; every other page is a guide or an API page.
 */
export function pageKind(route: string): PageKind {
  if (/^\/[^/]+\/react-[^/]+$/.test(route) || /\/getting-started\/templates\/[^/]+$/.test(route) || INTERACTIVE_GUIDES.has(route)) return 'component';
  return 'guide';
}

export const jsBudgetKiB = (route: string) => BUDGETS.firstLoadJsKiB[pageKind(route)];

/** The middle value; the mean of the two middle values for an even count. NaN for none. */
export function median(xs: readonly number[]): number {
  if (xs.length === 0) return Number.NaN;
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

const round = (x: number | null | undefined, digits: number): number | null =>
  x === null || x === undefined || !Number.isFinite(x) ? null : Math.round(x * 10 ** digits) / 10 ** digits;

/** What was measured for one page, before rounding. null: not measured (the reason is in `errors`). */
export interface PageMeasure {
  path: string;
  performance: number | null;
  fcpMs: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  firstLoadJsKiB: number | null;
  htmlKiB: number | null;
  htmlRawKiB: number | null;
  /** Lighthouse runs the medians are taken from. */
  runs: number;
  /** Extra detail (per-viewport JS, script list…), copied into the JSON as is. */
  detail?: Record<string, unknown>;
  errors?: string[];
}

export interface PageResult extends PageMeasure {
  kind: PageKind;
  firstLoadJsBudgetKiB: number;
}

export interface BuildResult {
  seconds: number;
  peakMiB: number;
}

export interface PageChangeResult {
  /** Median of `valuesMs`, in ms; null when no run could be made. */
  medianMs: number | null;
  valuesMs: number[];
  [extra: string]: unknown;
}

/** The grid scroll figure; `framesUnder16_7Pct` is null when it could not be measured (`error` says why). */
export interface GridScrollResult {
  route: string;
  framesUnder16_7Pct: number | null;
  frames: number;
  error?: string;
  [extra: string]: unknown;
}

export interface BenchInput {
  pages: PageMeasure[];
  build: BuildResult | null;
  pageChange: PageChangeResult;
  search?: unknown;
  gridScroll?: GridScrollResult;
  /** Figures not measured on purpose, with why (e.g. the build with BENCH_SKIP_BUILD=1). */
  notMeasured?: string[];
  meta?: Record<string, unknown>;
}

export interface BenchResults {
  measuredAt: string;
  pages: PageResult[];
  build: BuildResult | null;
  pageChangeMs: number | null;
  pageChange: PageChangeResult;
  search: unknown;
  gridScroll: GridScrollResult | null;
  missed: string[];
  notMeasured: string[];
  [extra: string]: unknown;
}

/** One figure beside its budget. `ok` is null when the figure was not measured. */
export interface Check {
  label: string;
  value: number | null;
  unit: string;
  budget: string;
  ok: boolean | null;
}

const check = (label: string, value: number | null, unit: string, op: '>=' | '<=' | '=', limit: number): Check => ({
  label,
  value,
  unit,
  budget: `${op === '>=' ? '≥' : op === '<=' ? '≤' : '='} ${limit}${unit ? ` ${unit}` : ''}`,
  ok: value === null ? null : op === '>=' ? value >= limit : op === '<=' ? value <= limit : value === limit,
});

/** Every budgeted figure of a page (rounded as in the JSON, so the JSON and the verdict agree). */
export function pageChecks(p: PageResult): Check[] {
  return [
    check('performance', p.performance, '', '>=', BUDGETS.performance),
    check('FCP', p.fcpMs, 'ms', '<=', BUDGETS.fcpMs),
    check('LCP', p.lcpMs, 'ms', '<=', BUDGETS.lcpMs),
    check('TBT', p.tbtMs, 'ms', '<=', BUDGETS.tbtMs),
    check('CLS', p.cls, '', '=', BUDGETS.cls),
    check('first-load JS', p.firstLoadJsKiB, 'KiB', '<=', p.firstLoadJsBudgetKiB),
  ];
}

export function pageChangeCheck(ms: number | null): Check {
  return check('page change', ms, 'ms', '<=', BUDGETS.pageChangeMs);
}

export function buildChecks(build: BuildResult | null): Check[] {
  if (!build) return [];
  return [check('build time', build.seconds, 's', '<=', BUDGETS.buildSeconds), check('build peak memory', build.peakMiB, 'MiB', '<=', BUDGETS.buildPeakMiB)];
}

export function gridScrollCheck(pct: number | null): Check {
  return check('frames under 16.7 ms', pct, '%', '>=', BUDGETS.gridScrollFramesUnder16_7Pct);
}

const missedText = (scope: string, c: Check) =>
  c.ok === null ? `${scope}: ${c.label} not measured (budget ${c.budget})` : `${scope}: ${c.label} ${c.value}${c.unit ? ` ${c.unit}` : ''} (budget ${c.budget})`;

/** Every budget not met, or not measured when it should have been, one line each. */
export function missedBudgets(r: Pick<BenchResults, 'pages' | 'build' | 'pageChangeMs'> & { gridScroll?: GridScrollResult | null }): string[] {
  const missed: string[] = [];
  for (const p of r.pages) for (const c of pageChecks(p)) if (c.ok !== true) missed.push(missedText(p.path, c));
  const pc = pageChangeCheck(r.pageChangeMs);
  if (pc.ok !== true) missed.push(missedText('page change', pc));
  for (const c of buildChecks(r.build)) if (c.ok !== true) missed.push(missedText('build', c));
  if (r.gridScroll) {
    const gs = gridScrollCheck(r.gridScroll.framesUnder16_7Pct);
    if (gs.ok !== true) missed.push(missedText(`grid scroll ${r.gridScroll.route}`, gs));
  }
  return missed;
}

/** Rounds every figure to the unit the JSON promises and lists the missed budgets. */
export function shapeResults(input: BenchInput, measuredAt = new Date()): BenchResults {
  const pages: PageResult[] = input.pages.map((p) => ({
    path: p.path,
    kind: pageKind(p.path),
    performance: round(p.performance, 0),
    fcpMs: round(p.fcpMs, 0),
    lcpMs: round(p.lcpMs, 0),
    tbtMs: round(p.tbtMs, 0),
    cls: round(p.cls, 4),
    firstLoadJsKiB: round(p.firstLoadJsKiB, 2),
    firstLoadJsBudgetKiB: jsBudgetKiB(p.path),
    htmlKiB: round(p.htmlKiB, 2),
    htmlRawKiB: round(p.htmlRawKiB, 2),
    runs: p.runs,
    ...(p.detail ?? {}),
    ...(p.errors?.length ? { errors: p.errors } : {}),
  }));
  const build = input.build ? { seconds: round(input.build.seconds, 1)!, peakMiB: round(input.build.peakMiB, 0)! } : null;
  const pageChangeMs = round(input.pageChange.medianMs, 1);
  const pageChange = { ...input.pageChange, medianMs: pageChangeMs, valuesMs: input.pageChange.valuesMs.map((v) => round(v, 1)!) };
  return {
    measuredAt: measuredAt.toISOString(),
    ...(input.meta ?? {}),
    pages,
    build,
    pageChangeMs,
    pageChange,
    search: input.search ?? null,
    gridScroll: input.gridScroll ?? null,
    missed: missedBudgets({ pages, build, pageChangeMs, gridScroll: input.gridScroll }),
    notMeasured: input.notMeasured ?? [],
  };
}
