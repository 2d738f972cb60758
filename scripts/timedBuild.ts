import { execFileSync, spawn } from 'node:child_process';
import type { BuildResult } from './benchBudgets';

/** Sum of the resident memory of a process and its descendants (Linux ps), in KiB. */
export function treeRssKiB(pid: number): number {
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

/** `npm run build` in `root`: wall time, and the peak memory of its process tree sampled every 200 ms. */
export async function timedBuild(root: string): Promise<BuildResult> {
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
