import { existsSync, readFileSync, rmSync } from 'node:fs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.js';
import { run } from './run';

/** The figures of one Lighthouse run (mobile preset, simulated throttling); null when Lighthouse had none. */
export interface LighthouseRun {
  score: number | null;
  fcpMs: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  /** Lighthouse's measure of the host's speed (higher is faster): TBT is the host's time times 4. */
  benchmarkIndex: number | null;
  error?: string;
}

const numeric = (report: { audits?: Record<string, { numericValue?: number }> }, id: string) => {
  const v = report.audits?.[id]?.numericValue;
  return typeof v === 'number' && Number.isFinite(v) ? v : null;
};

/** One Lighthouse performance run on `url` in Debian's Chromium (headless), its JSON report written to `out`. */
export async function lighthouse(url: string, out: string): Promise<LighthouseRun> {
  rmSync(out, { force: true });
  let failure: string | undefined;
  try {
    await run(
      'npx',
      ['lighthouse', url, '--quiet', '--only-categories=performance', '--output=json', `--output-path=${out}`, `--chrome-flags=--headless=new ${CHROMIUM_ARGS.join(' ')}`],
      { CHROME_PATH: CHROMIUM_PATH },
    );
  } catch (error) {
    failure = (error as Error).message;
  }
  if (!existsSync(out)) return { score: null, fcpMs: null, lcpMs: null, tbtMs: null, cls: null, benchmarkIndex: null, error: failure ?? 'no report' };
  const report = JSON.parse(readFileSync(out, 'utf8'));
  const score = report.categories?.performance?.score;
  const runtimeError = report.runtimeError?.message as string | undefined;
  return {
    score: typeof score === 'number' ? Math.round(score * 100) : null,
    fcpMs: numeric(report, 'first-contentful-paint'),
    lcpMs: numeric(report, 'largest-contentful-paint'),
    tbtMs: numeric(report, 'total-blocking-time'),
    cls: numeric(report, 'cumulative-layout-shift'),
    benchmarkIndex: typeof report.environment?.benchmarkIndex === 'number' ? report.environment.benchmarkIndex : null,
    ...(failure || runtimeError ? { error: runtimeError ?? failure } : {}),
  };
}
