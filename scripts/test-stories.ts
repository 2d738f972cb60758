import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { createStaticServer } from '../site/server/static';
import { buildStorybook } from '../site/build/storybook';
import { run } from './run';

/**
 * Story tests: builds Storybook, serves it on 127.0.0.1 and runs every story in Debian's
 * Chromium through @storybook/test-runner (play functions, axe, screenshots vs baselines).
 * Pass `-u` to write or rewrite the baselines after a deliberate visual change; without it a
 * missing baseline fails the story.
 *
 * STORY_SUBSET=1 with story files as arguments builds a Storybook of just those files (into
 * storybook-static-subset/, so the full build the e2e builds copy is never replaced by a partial
 * one): a check of a few stories then costs seconds of build instead of minutes.
 */
const root = path.resolve(import.meta.dirname, '..');
const extra = process.argv.slice(2);
const storyFiles = extra.filter((arg) => /\.stories\.tsx?$/.test(arg));
const subset = process.env.STORY_SUBSET === '1';
if (subset && !storyFiles.length) throw new Error('STORY_SUBSET=1 needs the story files to run as arguments (e.g. stories/demos/joy/card/Card.stories.tsx).');
const outDir = path.join(root, subset ? 'storybook-static-subset' : 'storybook-static');
await run('bash', [path.join(root, 'scripts/ensure-browser.sh')]);
await buildStorybook(outDir, subset ? storyFiles.map((file) => path.resolve(file)) : undefined);
/**
 * Three jest workers on 2 cores: a story spends much of its time waiting (its play's timers, the quiet
 * before a screenshot, frames), not computing. The 910 stories with 2 workers left 40-54 % of the CPU
 * idle and took 417 s; with 3, 308 s; with 4, 284 s with the CPU 91-94 % busy (jest's times, one run
 * each, one host). Three leaves room for a slower host, where the same work fills the cores sooner.
 */
const STORY_WORKERS = process.env.STORY_WORKERS ?? '3';
const server = createStaticServer(outDir).listen(0, '127.0.0.1');
await new Promise((r) => server.once('listening', r));
const { port } = server.address() as AddressInfo;
try {
  // Baselines are written only on request (`-u`): otherwise a story without one fails, here as in CI.
  const updating = extra.some((arg) => arg === '-u' || arg === '--updateSnapshot' || arg === '--update-snapshot');
  await run('npx', ['test-storybook', '--url', `http://127.0.0.1:${port}`, `--maxWorkers=${STORY_WORKERS}`, ...(updating ? [] : ['--ci']), ...extra]);
} finally {
  server.close();
}
