import type { BrowserContext, Disposable, Page } from '@playwright/test';
import { test } from './fixtures';

/** One tab of a worker's browser context, replaced after a failed test. */
interface WarmTab {
  page: Page;
}

const clearStorage = () => {
  try {
    localStorage.clear();
    sessionStorage.clear();
  } catch {
    // Storage refused (an opaque origin): nothing kept either.
  }
};

async function openTab(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.addInitScript(clearStorage);
  return page;
}

/**
 * The crawl's test: every test of a worker drives the same tab of one browser context, going from
 * page to page as a reader does. Storage is emptied before each document's first script (every page
 * is a first visit); the HTTP cache and the renderer are kept, as a reader moving through the site
 * has them: the shared scripts, styles and fonts are fetched, parsed and compiled once a worker, not
 * once a page. A new tab per page cost about 2 s of CPU a page more (12 pages one after another: 58 s
 * in new tabs, 33 s in one tab), and on 2 cores the crawl is bound by CPU.
 *
 * What a test adds to the tab ends with it: its listeners (console, errors, requests) and the init
 * scripts it added (the crawl's CSP watch and ad draw). After a failed test the tab is closed and the
 * next test gets a new one, so nothing a failure left behind reaches it. Pages in another colour
 * scheme or with other context options use `test` (a context per test).
 */
export const warmTest = test.extend<object, { warmTab: WarmTab }>({
  warmTab: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, viewport, serviceWorkers } = workerInfo.project.use;
      const context = await browser.newContext({ baseURL, viewport, serviceWorkers });
      await use({ page: await openTab(context) });
      await context.close();
    },
    { scope: 'worker' },
  ],
  page: async ({ warmTab }, use, testInfo) => {
    const { page } = warmTab;
    await page.context().clearCookies();
    const added: Disposable[] = [];
    const addInitScript = page.addInitScript.bind(page);
    page.addInitScript = (async (...args: Parameters<Page['addInitScript']>) => {
      const script = await addInitScript(...args);
      added.push(script);
      return script;
    }) as Page['addInitScript'];
    await use(page);
    page.addInitScript = addInitScript;
    if (testInfo.status !== testInfo.expectedStatus) {
      await page.close();
      warmTab.page = await openTab(page.context());
      return;
    }
    await page.removeAllListeners();
    for (const script of added) await script.dispose();
  },
});
