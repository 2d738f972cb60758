import type { BrowserContext, Page, Request } from 'playwright';

/**
 * Resolves once no request has started or been in flight for `quietMs` (the page or context
 * is idle on the network), or after `maxMs` in all; returns whether it went quiet.
 * Start it right after the load so the requests of the load are seen.
 */
export async function waitForQuiet(target: Page | BrowserContext, { quietMs = 2000, maxMs = 15_000 } = {}): Promise<boolean> {
  const inFlight = new Set<Request>();
  let last = Date.now();
  const started = (r: Request) => {
    inFlight.add(r);
    last = Date.now();
  };
  const ended = (r: Request) => {
    inFlight.delete(r);
    last = Date.now();
  };
  target.on('request', started);
  target.on('requestfinished', ended);
  target.on('requestfailed', ended);
  const deadline = Date.now() + maxMs;
  try {
    while (Date.now() < deadline) {
      if (inFlight.size === 0 && Date.now() - last >= quietMs) return true;
      await new Promise((r) => setTimeout(r, 100));
    }
    return false;
  } finally {
    target.off('request', started);
    target.off('requestfinished', ended);
    target.off('requestfailed', ended);
  }
}
