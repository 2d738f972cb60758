import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, TEST_CHROMIUM_PATH } from './scripts/chromium.js';
import { E2E_SITE_DIR } from './tests/e2e/dirs';

const PORT = Number(process.env.E2E_PORT ?? 4173);
/** The e2e server's feedback database (scripts/test-e2e.ts starts it empty; tests/e2e/feedback-chat.spec.ts reads it back). */
export const E2E_FEEDBACK_DB = process.env.E2E_FEEDBACK_DB ?? path.join(os.tmpdir(), 'docs-e2e-feedback.sqlite');
/** The fake ad network (tests/e2e/fake-ad-network.ts); the build points the ad URLs at it (scripts/test-e2e.ts). */
const AD_PORT = Number(process.env.AD_PORT ?? 4191);

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  projects: [
    { name: 'site', testIgnore: /sw-update\.spec\.ts$/ },
    // The update test needs its page to hold the browser's real focus (the reload waits for it). While the
    // other worker opens pages, a new window can take that focus between the test's bringToFront and its
    // check (one clean run: hasFocus() false right after bringToFront). It runs last, with no other test open.
    // It drives the full browser: the headless shell gives every page focus (hasFocus() stays true in a tab sent to the back).
    {
      name: 'focus',
      testMatch: /sw-update\.spec\.ts$/,
      dependencies: ['site'],
      use: { launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS } },
    },
  ],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: { executablePath: TEST_CHROMIUM_PATH, args: CHROMIUM_ARGS },
    viewport: { width: 1280, height: 800 },
    // The site registers its service worker on 127.0.0.1; only the offline and update specs let it run.
    serviceWorkers: 'block',
  },
  webServer: [
    {
      command: `node --import tsx site/server/start.ts`,
      // The e2e build (scripts/test-e2e.ts makes it; the server never builds a test build itself).
      // Feedback the e2e run sends goes to a database of its own, emptied on every run.
      env: { PORT: String(PORT), HOST: '127.0.0.1', SITE_DIR: E2E_SITE_DIR, SITE_BUILD_KIND: 'test', FEEDBACK_DB: E2E_FEEDBACK_DB },
      url: `http://127.0.0.1:${PORT}/material-ui/getting-started`,
      reuseExistingServer: false,
      timeout: 600_000,
    },
    {
      command: `node --import tsx tests/e2e/fake-ad-network.ts`,
      env: { AD_PORT: String(AD_PORT), ...(process.env.VITE_BACKERS_URL ? { VITE_BACKERS_URL: process.env.VITE_BACKERS_URL } : {}) },
      url: `http://127.0.0.1:${AD_PORT}/__health`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});
