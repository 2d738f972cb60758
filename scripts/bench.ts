import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { chromium } from 'playwright';
import { createStaticServer } from '../site/server/static';
import { GRID_SCROLL_PAGE, PAGES, median, shapeResults, type BuildResult, type GridScrollResult, type PageChangeResult, type PageMeasure } from './benchBudgets';
import { formatReport } from './benchReport';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.js';
import { lighthouse, type LighthouseRun } from './lighthouseRun';
import { measurePageChange } from './pageChangeBench';
import { firstLoadJs, htmlSize, JS_ENCODING, VIEWPORTS, type JsCount, type ViewportName } from './pageWeight';
import { run } from './run';
import { formatGridScroll, measureGridScroll } from './gridScrollBench';
import { measureSearch, type SearchCost } from './searchBench';
import { timedBuild } from './timedBuild';

/**
 * `npm run bench`: every figure beside its budget (scripts/benchBudgets.ts), written to
 * bench-results.json. Build time and peak memory; on twelve pages (Material UI, Joy UI, System and the Data Grid; a page missing from the build is listed as not measured) served compressed from 127.0.0.1,
 * Lighthouse mobile (median of BENCH_RUNS, 3 by default), the JS Chromium fetches before any
 * interaction, the HTML's gzip size; a page change from a sidebar click (scripts/pageChangeBench.ts);
 * what a first search costs (scripts/searchBench.ts, no budget); scrolling the 10,000-row Data Grid of
 * GRID_SCROLL_PAGE for 5 s, the share of frames under 16.7 ms (scripts/gridScrollBench.ts). It reports and exits 0; the missed
 * budgets come last and in the JSON's `missed`.
 *
 * BENCH_SKIP_BUILD=1 measures the existing build; BENCH_DIST=<dir> measures that build (no build)
 * and writes to .bench/bench-results.json unless BENCH_OUT=<file> says where.
 */
const root = path.resolve(import.meta.dirname, '..');
const dist = path.resolve(process.env.BENCH_DIST ?? path.join(root, 'dist'));
const skipBuild = process.env.BENCH_SKIP_BUILD === '1' || Boolean(process.env.BENCH_DIST);
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3) || 3);
const out = path.resolve(process.env.BENCH_OUT ?? (process.env.BENCH_DIST ? path.join(root, '.bench', 'bench-results.json') : path.join(root, 'bench-results.json')));
const JS_METHOD =
  `first-load JS counted by Chromium (Playwright): ${JS_ENCODING} bodies of every script response, fresh context, ` +
  `load then no request for 2 s (at most 15 s), no interaction; the larger of mobile ${VIEWPORTS.mobile.viewport.width}x${VIEWPORTS.mobile.viewport.height} ` +
  `and desktop ${VIEWPORTS.desktop.viewport.width}x${VIEWPORTS.desktop.viewport.height}`;

const round = (x: number | null, digits: number) => (x === null ? null : Math.round(x * 10 ** digits) / 10 ** digits);

/** Median of the runs that have the figure; null when none has. */
const medianOf = (runs: LighthouseRun[], key: keyof Omit<LighthouseRun, 'error'>) => {
  const xs = runs.map((r) => r[key]).filter((v): v is number => v !== null);
  return xs.length ? median(xs) : null;
};

async function measurePage(browser: import('playwright').Browser, origin: string, route: string): Promise<PageMeasure> {
  const errors: string[] = [];
  const slug = route.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '');
  const lh: LighthouseRun[] = [];
  for (let i = 0; i < RUNS; i += 1) lh.push(await lighthouse(`${origin}${route}`, path.join(root, '.bench', `lh-${slug}-${i}.json`)));
  for (const r of lh) if (r.error) errors.push(`Lighthouse: ${r.error}`);
  const js: Partial<Record<ViewportName, JsCount>> = {};
  for (const viewport of Object.keys(VIEWPORTS) as ViewportName[]) {
    try {
      js[viewport] = await firstLoadJs(browser, `${origin}${route}`, viewport);
      if (!js[viewport]!.quiet) errors.push(`first-load JS (${viewport}): the network was still busy after 15 s`);
    } catch (error) {
      errors.push(`first-load JS (${viewport}): ${(error as Error).message.split('\n')[0]}`);
    }
  }
  const counts = Object.values(js);
  const largest = counts.length ? counts.reduce((a, b) => (b.kiB > a.kiB ? b : a)) : undefined;
  const html = htmlSize(dist, route);
  if (!html) errors.push(`no HTML file for ${route} in ${dist}`);
  return {
    path: route,
    performance: medianOf(lh, 'score'),
    fcpMs: medianOf(lh, 'fcpMs'),
    lcpMs: medianOf(lh, 'lcpMs'),
    tbtMs: medianOf(lh, 'tbtMs'),
    cls: medianOf(lh, 'cls'),
    firstLoadJsKiB: counts.length === Object.keys(VIEWPORTS).length ? largest!.kiB : null,
    htmlKiB: html?.kiB ?? null,
    htmlRawKiB: html?.rawKiB ?? null,
    runs: RUNS,
    detail: {
      lighthouse: lh.map(({ error: _, ...f }) => ({ score: f.score, fcpMs: round(f.fcpMs, 1), lcpMs: round(f.lcpMs, 1), tbtMs: round(f.tbtMs, 1), cls: round(f.cls, 5), benchmarkIndex: round(f.benchmarkIndex, 1) })),
      firstLoadJsByViewport: Object.fromEntries(
        Object.entries(js).map(([v, c]) => [v, { kiB: Math.round(c.kiB * 100) / 100, requests: c.requests, quiet: c.quiet, encodings: c.encodings }]),
      ),
      scripts: largest?.scripts.map((s) => ({ ...s, kiB: Math.round(s.kiB * 100) / 100 })) ?? [],
    },
    errors,
  };
}

async function measureSearches(origin: string, server: import('node:http').Server) {
  const searches: SearchCost[] = [];
  try {
    for (let i = 0; i < RUNS; i += 1) searches.push(await measureSearch(origin, server));
  } catch (error) {
    return { error: (error as Error).message.split('\n')[0] };
  }
  const m = (key: keyof SearchCost) => round(median(searches.map((s) => s[key])), 1);
  return { pagefindKiB: m('pagefindKiB'), pagefindRequests: m('pagefindRequests'), dialogKiB: m('dialogKiB'), firstResultsMs: m('firstResultsMs'), nextResultsMs: m('nextResultsMs'), runs: RUNS };
}

await run('bash', [path.join(root, 'scripts/ensure-browser.sh')]);
let build: BuildResult | null = null;
const notMeasured: string[] = [];
if (skipBuild) notMeasured.push(`build (${process.env.BENCH_DIST ? `BENCH_DIST=${process.env.BENCH_DIST}` : 'BENCH_SKIP_BUILD=1'}): the existing build in ${dist} was measured`);
else build = await timedBuild(root);
if (!existsSync(path.join(dist, 'index.html'))) throw new Error(`no build in ${dist}`);

mkdirSync(path.join(root, '.bench'), { recursive: true });
const server = createStaticServer(dist, { compress: true }).listen(0, '127.0.0.1');
await new Promise((r) => server.once('listening', r));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const pages: PageMeasure[] = [];
let pageChange: PageChangeResult;
let search: unknown;
let gridScroll: GridScrollResult | undefined;
try {
  for (const { path: route } of PAGES) {
    // A page this build does not have (not written yet) is reported as not measured, not as a 404's figures.
    if (!htmlSize(dist, route)) {
      notMeasured.push(`${route}: not in this build`);
      continue;
    }
    console.log(`measuring ${route}…`);
    pages.push(await measurePage(browser, origin, route));
  }
  console.log('measuring page changes…');
  pageChange = await measurePageChange(origin, dist).catch((error: Error) => ({ medianMs: null, valuesMs: [], error: error.message.split('\n')[0] }));
  console.log('measuring search…');
  search = await measureSearches(origin, server);
  if (htmlSize(dist, GRID_SCROLL_PAGE)) {
    console.log('measuring grid scroll…');
    gridScroll = await measureGridScroll(browser, origin);
  } else notMeasured.push(`grid scroll: ${GRID_SCROLL_PAGE} not in this build`);
} finally {
  await browser.close();
  server.close();
}

const speeds = pages.flatMap((p) => ((p.detail?.lighthouse ?? []) as { benchmarkIndex: number | null }[]).map((r) => r.benchmarkIndex)).filter((v): v is number => v !== null);
const hostSpeed = speeds.length ? { min: Math.min(...speeds), max: Math.max(...speeds) } : null;
const results = shapeResults({ pages, build, pageChange, search, gridScroll, notMeasured, meta: { dist, lighthouseRuns: RUNS, firstLoadJsMethod: JS_METHOD, hostSpeed } });
mkdirSync(path.dirname(out), { recursive: true });
writeFileSync(out, `${JSON.stringify(results, null, 2)}\n`);
if (results.gridScroll) console.log(formatGridScroll(results.gridScroll));
console.log(formatReport(results, { dist, lighthouseRuns: RUNS, out: path.relative(root, out) || out, jsMethod: JS_METHOD, hostSpeed }).join('\n'));
