import type { BrowserContext } from '@playwright/test';
import { test } from './fixtures';

/**
 * The crawl's test: each test's `page` is a new page of one browser context per worker, not of a
 * context of its own. Storage is emptied before each document's first script (every page is a first
 * visit), the HTTP cache is kept, as a reader moving through the site has it: the shared scripts,
 * styles and fonts are fetched and compiled once a worker, not once a page. Pages in another colour
 * scheme or with other context options use `test` (a context per test).
 */
export const warmTest = test.extend<object, { warmContext: BrowserContext }>({
  warmContext: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, viewport, serviceWorkers } = workerInfo.project.use;
      const context = await browser.newContext({ baseURL, viewport, serviceWorkers });
      await use(context);
      await context.close();
    },
    { scope: 'worker' },
  ],
  page: async ({ warmContext }, use) => {
    const page = await warmContext.newPage();
    await page.addInitScript(() => {
      try {
        localStorage.clear();
        sessionStorage.clear();
      } catch {
        // Storage refused (an opaque origin): nothing kept either.
      }
    });
    await warmContext.clearCookies();
    await use(page);
    await page.close();
  },
});
