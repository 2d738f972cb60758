import { spawn, execFileSync } from 'node:child_process';
import { readFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { createStaticServer } from '../site/server/static';
import { chunksOf, pageSources, type Manifest } from '../site/build/manifest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.js';
import { run } from './run';
import { measureSearch, type SearchCost } from './searchBench';
import { SEARCH } from '../src/spec/search';

/**
 * `npm run bench`: build time and peak memory, then Lighthouse (mobile, Debian Chromium, median
 * of RUNS) on five pages (three component pages with many demos) served compressed from 127.0.0.1, plus each page's first-load JS (gzip),
 * and what a first search costs (scripts/searchBench.ts, median of RUNS).
 */
const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PAGES = ['/material-ui/react-button', '/material-ui/react-autocomplete', '/material-ui/react-table', '/material-ui/api/button', '/material-ui/getting-started/installation'];

/** Sum of the resident memory of a process and its descendants (Linux ps), in KiB. */
function treeRssKiB(pid: number): number {
  const rows = execFileSync('ps', ['-eo', 'pid=,ppid=,rss=']).toString().trim().split('\n').map((l) => l.trim().split(/\s+/).map(Number));
  const children = new Map<number, number[]>();
  for (const [p, pp] of rows) children.set(pp!, [...(children.get(pp!) ?? []), p!]);
  const rss = new Map(rows.map(([p, , r]) => [p!, r!]));
  let total = 0;
  const stack = [pid];
  while (stack.length) {
    const p = stack.pop()!;
    total += rss.get(p) ?? 0;
    stack.push(...(children.get(p) ?? []));
  }
  return total;
}

async function timedBuild(): Promise<{ seconds: number; peakMiB: number }> {
  const started = performance.now();
  const child = spawn('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  let peak = 0;
  const timer = setInterval(() => {
    try {
      peak = Math.max(peak, treeRssKiB(child.pid!));
    } catch {
      /* the process ended between two samples */
    }
  }, 200);
  const code: number = await new Promise((r) => child.on('exit', (c) => r(c ?? 1)));
  clearInterval(timer);
  if (code !== 0) throw new Error(`build failed (${code})`);
  return { seconds: (performance.now() - started) / 1000, peakMiB: peak / 1024 };
}

/** JS the page needs before it is interactive: the entry's and the page chunk's static import graphs. */
function firstLoadJsGzipKiB(route: string): number {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  let total = 0;
  for (const f of chunksOf(manifest, ['index.html', ...pageSources(root, route)])) {
    if (f.endsWith('.js')) total += gzipSync(readFileSync(path.join(dist, f)), { level: 9 }).length;
  }
  return total / 1024;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function lighthouse(url: string, out: string) {
  await run(
    'npx',
    ['lighthouse', url, '--quiet', '--only-categories=performance', '--output=json', `--output-path=${out}`, `--chrome-flags=--headless=new ${CHROMIUM_ARGS.join(' ')}`],
    { CHROME_PATH: CHROMIUM_PATH },
  );
  const report = JSON.parse(readFileSync(out, 'utf8'));
  return {
    score: Math.round(report.categories.performance.score * 100),
    lcp: report.audits['largest-contentful-paint'].numericValue as number,
    tbt: report.audits['total-blocking-time'].numericValue as number,
    cls: report.audits['cumulative-layout-shift'].numericValue as number,
  };
}

await run('bash', [path.join(root, 'scripts/ensure-browser.sh')]);
const build = await timedBuild();
const server = createStaticServer(dist, { compress: true }).listen(0, '127.0.0.1');
await new Promise((r) => server.once('listening', r));
const { port } = server.address() as AddressInfo;
mkdirSync(path.join(root, '.bench'), { recursive: true });
const rows: string[] = [];
const searches: SearchCost[] = [];
try {
  for (const route of PAGES) {
    const results = [];
    for (let i = 0; i < RUNS; i += 1) results.push(await lighthouse(`http://127.0.0.1:${port}${route}`, path.join(root, '.bench', `lh-${i}.json`)));
    rows.push(
      [
        route.padEnd(44),
        String(median(results.map((r) => r.score))).padStart(5),
        `${(median(results.map((r) => r.lcp)) / 1000).toFixed(2)} s`.padStart(8),
        `${Math.round(median(results.map((r) => r.tbt)))} ms`.padStart(8),
        median(results.map((r) => r.cls)).toFixed(3).padStart(6),
        `${firstLoadJsGzipKiB(route).toFixed(1)} KiB`.padStart(11),
      ].join('  '),
    );
  }
  for (let i = 0; i < RUNS; i += 1) searches.push(await measureSearch(`http://127.0.0.1:${port}`, server));
} finally {
  server.close();
}
console.log(`\nbench (Lighthouse mobile, median of ${RUNS} runs, served compressed from 127.0.0.1)`);
console.log(`${'page'.padEnd(44)}  perf.       LCP       TBT     CLS  first JS gz`);
rows.forEach((r) => console.log(r));
const searchMedian = (key: keyof SearchCost) => median(searches.map((s) => s[key]));
console.log(
  `search ("button", then "theme"): ${searchMedian('pagefindKiB').toFixed(1)} KiB from /pagefind/ in ${searchMedian('pagefindRequests')} requests ` +
    `+ ${searchMedian('dialogKiB').toFixed(1)} KiB dialog code, from opening to first results; ` +
    `first results ${Math.round(searchMedian('firstResultsMs'))} ms after the query, next query ${Math.round(searchMedian('nextResultsMs'))} ms (${SEARCH.debounceMs} ms debounce included)`,
);
console.log(`build: ${build.seconds.toFixed(1)} s wall, peak memory ${build.peakMiB.toFixed(0)} MiB`);
console.log('targets: perf >= 99, LCP <= 1.0 s, TBT <= 50 ms, CLS 0, first-load JS <= 120 KiB gzip');
