import { execFileSync } from 'node:child_process';

/** What the footer shows as the build: SITE_BUILD_ID if set, else the commit, else the time. */
export function buildId(root: string): string {
  const given = process.env.SITE_BUILD_ID?.trim();
  if (given) return given.slice(0, 40);
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return new Date().toISOString().slice(0, 16);
  }
}
