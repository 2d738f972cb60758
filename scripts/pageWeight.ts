import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContextOptions, Response } from 'playwright';
import { waitForQuiet } from './networkQuiet';

/**
 * What a page weighs before any interaction: the JS the browser fetches (counted by Chromium,
 * compressed as on the wire) and the gzip size of its pre-rendered HTML.
 */

/** Lighthouse's mobile screen (Moto G Power) and a desktop one; the budget takes the larger count. */
export const VIEWPORTS = {
  mobile: { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1280, height: 800 } },
} satisfies Record<string, BrowserContextOptions>;
export type ViewportName = keyof typeof VIEWPORTS;

/** The browser is asked for gzip only, so the count is in gzip bytes whatever else the server speaks. */
export const JS_ENCODING = 'gzip';

export interface JsCount {
  /** Body bytes of every script response, as transferred, in KiB. */
  kiB: number;
  requests: number;
  /** false when the network never went quiet within the bound (the count is then what came by then). */
  quiet: boolean;
  /** Scripts by content-encoding ("identity" for none), so an uncompressed script shows. */
  encodings: Record<string, number>;
  scripts: { url: string; kiB: number; encoding: string }[];
}

const withTimeout = <T>(p: Promise<T>, ms: number): Promise<T | undefined> =>
  Promise.race([p, new Promise<undefined>((r) => setTimeout(() => r(undefined), ms))]);

/**
 * Opens `url` in a fresh context (empty cache, service workers blocked) at `viewport`, waits for
 * the load and then for the network to be quiet for 2 s (at most 15 s), touching nothing, and sums
 * the transferred body bytes of every response Chromium types as script (frames included).
 */
export async function firstLoadJs(browser: Browser, url: string, viewport: ViewportName): Promise<JsCount> {
  const context = await browser.newContext({
    ...VIEWPORTS[viewport],
    serviceWorkers: 'block',
    extraHTTPHeaders: { 'accept-encoding': JS_ENCODING },
  });
  try {
    const page = await context.newPage();
    const responses: Response[] = [];
    page.on('response', (r) => {
      if (r.request().resourceType() === 'script') responses.push(r);
    });
    await page.goto(url, { waitUntil: 'load', timeout: 30_000 });
    const quiet = await waitForQuiet(page, { quietMs: 2000, maxMs: 15_000 });
    const origin = new URL(url).origin;
    const scripts = await Promise.all(
      responses.map(async (r) => {
        const sizes = await withTimeout(r.request().sizes(), 5000);
        const encoding = (await r.headerValue('content-encoding')) ?? 'identity';
        const bytes = sizes?.responseBodySize ?? Number(r.headers()['content-length'] ?? 0);
        return { url: r.url().startsWith(origin) ? r.url().slice(origin.length) : r.url(), kiB: bytes / 1024, encoding };
      }),
    );
    const encodings: Record<string, number> = {};
    for (const s of scripts) encodings[s.encoding] = (encodings[s.encoding] ?? 0) + 1;
    return { kiB: scripts.reduce((t, s) => t + s.kiB, 0), requests: scripts.length, quiet, encodings, scripts: scripts.sort((a, b) => b.kiB - a.kiB) };
  } finally {
    await context.close();
  }
}

/** The page's pre-rendered HTML file in the build, or undefined when there is none. */
export function htmlFileOf(dist: string, route: string): string | undefined {
  const candidates = [path.join(dist, route, 'index.html'), path.join(dist, `${route.replace(/\/$/, '') || '/index'}.html`)];
  return candidates.find((f) => existsSync(f));
}

/** gzip (level 9) and raw size of the page's HTML file, in KiB. */
export function htmlSize(dist: string, route: string): { kiB: number; rawKiB: number } | undefined {
  const file = htmlFileOf(dist, route);
  if (!file) return undefined;
  const body = readFileSync(file);
  return { kiB: gzipSync(body, { level: 9 }).length / 1024, rawKiB: body.length / 1024 };
}
