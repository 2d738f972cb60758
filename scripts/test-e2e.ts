import path from 'node:path';
import { run } from './run';

/** e2e: a fresh build of the site, served on 127.0.0.1, driven by Playwright in Debian's Chromium. */
const root = path.resolve(import.meta.dirname, '..');
/** The ad URLs point at the fake ad network Playwright starts (tests/e2e/fake-ad-network.ts; not port 4190, a fetch "bad port"). */
const adOrigin = `http://127.0.0.1:${process.env.AD_PORT ?? 4191}`;
const adEnv = {
  VITE_AD_SCRIPT_URL: `${adOrigin}/carbon.js`,
  VITE_AD_FEED_URL: `${adOrigin}/feed.json`,
  VITE_BACKERS_URL: 'https://mui.com/material-ui/discover-more/backers/',
};
await run('bash', [path.join(root, 'scripts/ensure-browser.sh')]);
await run('npm', ['run', 'build'], adEnv);
await run('npx', ['playwright', 'test', ...process.argv.slice(2)], adEnv);
