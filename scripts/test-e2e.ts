import path from 'node:path';
import { run } from './run';

/** e2e: a fresh build of the site, served on 127.0.0.1, driven by Playwright in Debian's Chromium. */
const root = path.resolve(import.meta.dirname, '..');
await run('bash', [path.join(root, 'scripts/ensure-browser.sh')]);
await run('npm', ['run', 'build']);
await run('npx', ['playwright', 'test', ...process.argv.slice(2)]);
