import { existsSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { E2E_SITE_DIR, E2E_SITE_DIR_V2, E2E_V2_PRODUCT_NAME, E2E_V2_ROUTES } from '../tests/e2e/dirs';
import { E2E_MUI_LICENSE_KEY } from '../tests/e2e/licenceKey';
import { buildStorybook } from '../site/build/storybook';
import { run } from './run';

/**
 * e2e: a fresh build of the site into its own folder (tests/e2e/dirs.ts; never dist/, which
 * `npm start` serves), marked as a test build, served on 127.0.0.1, driven by Playwright in Debian's Chromium.
 */
const root = path.resolve(import.meta.dirname, '..');
/** The ad URLs point at the fake ad network Playwright starts (tests/e2e/fake-ad-network.ts; not port 4190, a fetch "bad port"). */
const adOrigin = `http://127.0.0.1:${process.env.AD_PORT ?? 4191}`;
const adEnv = {
  VITE_AD_SCRIPT_URL: `${adOrigin}/carbon.js`,
  VITE_AD_FEED_URL: `${adOrigin}/feed.json`,
  VITE_BACKERS_URL: 'https://mui.com/material-ui/discover-more/backers/',
};
/** Analytics on, with an empty gtag.js from the same fake server: gtag's calls stay on window.dataLayer for the tests. */
const analyticsEnv = { VITE_ANALYTICS_ID: 'G-E2ETEST', VITE_ANALYTICS_SCRIPT_URL: `${adOrigin}/gtag/js` };
/** The CSP's analytics hit origins: the fake server too (GA4's own collectors when unset; site/build/cspManifest.ts). */
const cspEnv = { CSP_ANALYTICS_ORIGINS: adOrigin };
/** "Open in MUI Chat" on every demo, answered by the same fake server. */
const chatEnv = { VITE_CHAT_ENDPOINT: `${adOrigin}/chat` };
await run('bash', [path.join(root, 'scripts/ensure-browser.sh')]);
/** The service worker registers on 127.0.0.1 only; "e2e-v1" is the build the update test starts from. */
const swEnv = { VITE_OWN_HOST: '127.0.0.1', SITE_BUILD_ID: 'e2e-v1' };
/**
 * Storybook at /storybook/: both builds copy the one `npm run test:stories` just built (storybook-static/)
 * instead of building it twice more (site/build/storybook.ts); built here only when there is none.
 */
const STORYBOOK_STATIC = 'storybook-static';
if (!existsSync(path.join(root, STORYBOOK_STATIC, 'iframe.html'))) {
  await buildStorybook(path.join(root, STORYBOOK_STATIC));
}
/** Marked as test builds: `npm start` never serves one, it builds the production site instead (site/server/siteManifest.ts). */
const testEnv = { ...adEnv, ...analyticsEnv, ...cspEnv, ...chatEnv, ...swEnv, SITE_BUILD_KIND: 'test', SITE_STORYBOOK_DIR: STORYBOOK_STATIC };
// site/generated/ (API documents, icon index) once, then the two builds at the same time, building
// from it (SITE_GENERATED, site/build/generatedMode.ts). Each build keeps 1.2 to 1.4 cores busy on
// average (one after the other: 188 s wall for 219 s of CPU, and 55 s for 76 s), so side by side on 2
// cores they take less than the sum.
const noAdNetwork = { VITE_AD_SCRIPT_URL: '', VITE_AD_FEED_URL: '' };
await run('npm', ['run', 'build'], { ...testEnv, SITE_GENERATED: 'only' });
const fromGenerated = { ...testEnv, SITE_GENERATED: 'reuse' };
const builds = await Promise.allSettled([
  // The MUI X licence key (spec §6) on the first build only: its Pro and Premium grids render licensed, v2's
  // show MUI's watermark (tests/e2e/data-grid-licence.spec.ts reads both).
  run('npm', ['run', 'build'], { ...fromGenerated, VITE_MUI_LICENSE_KEY: E2E_MUI_LICENSE_KEY, SITE_OUT_DIR: E2E_SITE_DIR }),
  // The next release, for tests/e2e/sw-update.spec.ts: the same site with another build id in its footer,
  // and another product name, for the chat failure text with the brand replaced (why here: tests/e2e/dirs.ts).
  // It has no ad network (the default configuration): tests/e2e/ads-in-house.spec.ts reads its in-house ads.
  // It renders only the pages those tests open (E2E_V2_ROUTES).
  run('npm', ['run', 'build'], { ...fromGenerated, ...noAdNetwork, VITE_MUI_LICENSE_KEY: '', SITE_BUILD_ID: 'e2e-v2', VITE_PRODUCT_NAME: E2E_V2_PRODUCT_NAME, SITE_OUT_DIR: E2E_SITE_DIR_V2, SITE_ONLY_ROUTES: E2E_V2_ROUTES.join(',') }),
]);
const failed = builds.find((result) => result.status === 'rejected');
if (failed) throw failed.reason;
// The server's feedback database starts empty on every run.
const feedbackDb = path.join(os.tmpdir(), `docs-e2e-feedback-${process.pid}.sqlite`);
rmSync(feedbackDb, { force: true });
try {
  await run('npx', ['playwright', 'test', ...process.argv.slice(2)], { ...adEnv, E2E_FEEDBACK_DB: feedbackDb });
} finally {
  rmSync(feedbackDb, { force: true });
}
