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
 */
const root = path.resolve(import.meta.dirname, '..');
await run('bash', [path.join(root, 'scripts/ensure-browser.sh')]);
await buildStorybook(path.join(root, 'storybook-static'));
const server = createStaticServer(path.join(root, 'storybook-static')).listen(0, '127.0.0.1');
await new Promise((r) => server.once('listening', r));
const { port } = server.address() as AddressInfo;
try {
  const extra = process.argv.slice(2);
  // Baselines are written only on request (`-u`): otherwise a story without one fails, here as in CI.
  const updating = extra.some((arg) => arg === '-u' || arg === '--updateSnapshot' || arg === '--update-snapshot');
  await run('npx', ['test-storybook', '--url', `http://127.0.0.1:${port}`, `--maxWorkers=${process.env.STORY_WORKERS ?? 2}`, ...(updating ? [] : ['--ci']), ...extra]);
} finally {
  server.close();
}
