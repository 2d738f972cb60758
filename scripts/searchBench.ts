import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.js';

/** What one search costs a reader who has not searched before. */
export interface SearchCost {
  /** Bytes of the /pagefind/ responses from opening the dialog to the first results, in KiB (as sent: compressed). */
  pagefindKiB: number;
  pagefindRequests: number;
  /** The dialog's own code, fetched on the first open, in KiB (as sent). */
  dialogKiB: number;
  /** From the query's input event to the first result on screen (debounce included), in ms. */
  firstResultsMs: number;
  /** The same for a second query, with the index already loaded. */
  nextResultsMs: number;
}

/**
 * Counts the body bytes `server` sends under /pagefind/ and /assets/ while counting is on
 * (compressed, as on the wire). Counted on the server, so the Pagefind worker's requests are in.
 */
function countBytes(server: Server) {
  let counting = false;
  const sent = { pagefind: 0, pagefindRequests: 0, assets: 0 };
  const size = (chunk: unknown) => (typeof chunk === 'string' ? Buffer.byteLength(chunk) : chunk instanceof Uint8Array ? chunk.byteLength : 0);
  // Runs before the site's handler, so every write of the response passes through the wrappers.
  const onRequest = (req: IncomingMessage, res: ServerResponse) => {
    const pathname = new URL(req.url ?? '/', 'http://x').pathname;
    const kind = pathname.startsWith('/pagefind/') ? 'pagefind' : pathname.startsWith('/assets/') ? 'assets' : undefined;
    if (!counting || !kind) return;
    let bytes = 0;
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      bytes += size(chunk);
      return write(chunk, ...rest);
    }) as typeof res.write;
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      if (typeof chunk !== 'function') bytes += size(chunk);
      return end(chunk, ...rest);
    }) as typeof res.end;
    res.on('finish', () => {
      if (kind === 'pagefind') {
        sent.pagefind += bytes;
        sent.pagefindRequests += 1;
      } else sent.assets += bytes;
    });
  };
  server.prependListener('request', onRequest);
  return {
    dispose: () => server.off('request', onRequest),
    start: () => {
      counting = true;
      Object.assign(sent, { pagefind: 0, pagefindRequests: 0, assets: 0 });
    },
    stop: () => {
      counting = false;
      return { ...sent };
    },
  };
}

/**
 * Time from a query's input event to the first option in the DOM, measured in the page. The
 * query goes in as one input event (Playwright's fill), so the figure is the site's, not the typing's.
 */
async function timeQuery(page: import('playwright').Page, query: string): Promise<number> {
  const field = page.getByRole('combobox', { name: 'Search the docs' });
  await field.fill('');
  await page.waitForFunction(() => !document.querySelector('[role="listbox"]:not([hidden]) [role="option"]'));
  await page.evaluate(() => {
    const w = window as unknown as { __typedAt?: number; __resultsAt?: number };
    w.__typedAt = undefined;
    w.__resultsAt = undefined;
    document.addEventListener('input', () => (w.__typedAt = performance.now()), { capture: true, once: true });
    const observer = new MutationObserver(() => {
      if (w.__typedAt !== undefined && document.querySelector('[role="listbox"]:not([hidden]) [role="option"]')) {
        w.__resultsAt = performance.now();
        observer.disconnect();
      }
    });
    observer.observe(document.body, { childList: true, subtree: true, attributes: true });
  });
  await field.fill(query);
  await page.waitForFunction(() => (window as unknown as { __resultsAt?: number }).__resultsAt !== undefined);
  return page.evaluate(() => {
    const w = window as unknown as { __typedAt: number; __resultsAt: number };
    return w.__resultsAt - w.__typedAt;
  });
}

/**
 * Opens `route` in a fresh browser (empty cache, no service worker), opens search with the app
 * bar button and runs `query`, then `nextQuery`: what the dialog and Pagefind cost.
 */
export async function measureSearch(origin: string, server: Server, { route = '/material-ui/getting-started', query = 'button', nextQuery = 'theme' } = {}): Promise<SearchCost> {
  const counter = countBytes(server);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${origin}${route}`);
    await page.waitForSelector('html[data-page-ready="true"]');
    await page.waitForLoadState('networkidle');
    counter.start();
    await page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).click();
    const firstResultsMs = await timeQuery(page, query);
    const sent = counter.stop();
    const nextResultsMs = await timeQuery(page, nextQuery);
    return {
      pagefindKiB: sent.pagefind / 1024,
      pagefindRequests: sent.pagefindRequests,
      dialogKiB: sent.assets / 1024,
      firstResultsMs,
      nextResultsMs,
    };
  } finally {
    counter.dispose();
    await browser.close();
  }
}
