import path from 'node:path';

/**
 * Where the e2e builds go (scripts/test-e2e.ts), relative to the repository root: never dist/,
 * which `npm start` serves. The ad network, analytics and chat of these builds are fakes on 127.0.0.1.
 */
export const E2E_SITE_DIR = 'dist-e2e';
/**
 * The next release, for tests/e2e/sw-update.spec.ts: the same site with another build id, another
 * product name, and no ad network (the default configuration, for tests/e2e/ads-in-house.spec.ts).
 */
export const E2E_SITE_DIR_V2 = 'dist-e2e-v2';
/**
 * The v2 build's product name (VITE_PRODUCT_NAME; "MUI" in dist-e2e), for the chat failure text
 * with the brand replaced (tests/e2e/feedback-chat.spec.ts). The name is baked into the bundles and
 * the pre-rendered pages, so only a build can change it: the v2 build, which exists anyway, carries
 * it, instead of a third build (45 s or more of CI) for one test. Nothing of v2 that the update
 * test reads (the footer's build id, the nav) shows the name.
 */
export const E2E_V2_PRODUCT_NAME = 'Acme UI';

/**
 * The pages the v2 build renders (SITE_ONLY_ROUTES; site/build/routeSubset.ts), the ones the tests
 * that read v2 open: a build of every page would cost the suite 80 s more for pages no test opens.
 */
export const E2E_V2_ROUTES = [
  // tests/e2e/sw-update.spec.ts (read before the update, saved, never read); ads-in-house.spec.ts.
  '/material-ui/getting-started/installation',
  '/material-ui/getting-started/usage',
  // sw-update.spec.ts; feedback-chat.spec.ts (the chat failure with the brand replaced).
  '/material-ui/react-button',
  // data-grid-licence.spec.ts (v2 has no licence key: MUI's watermark).
  '/x/react-data-grid/aggregation',
];

const ROOT = path.resolve(import.meta.dirname, '../..');
/** The e2e build Playwright's server serves, as an absolute path. */
export const E2E_SITE = path.join(ROOT, E2E_SITE_DIR);
/** The v2 build, as an absolute path. */
export const E2E_SITE_V2 = path.join(ROOT, E2E_SITE_DIR_V2);
