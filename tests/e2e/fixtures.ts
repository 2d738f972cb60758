import { test as base, expect, type Page } from '@playwright/test';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const DIST = path.resolve(import.meta.dirname, '../../dist');

/** Every pre-rendered route, read from the build output. */
export function builtRoutes(): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (name === 'assets' || name === '.vite') continue;
      if (statSync(full).isDirectory()) walk(full);
      else if (name === 'index.html' && dir !== DIST) out.push('/' + path.relative(DIST, dir).split(path.sep).join('/'));
    }
  };
  walk(DIST);
  return out.sort();
}

/** Console errors, page errors and hydration warnings seen by a page. */
export interface Problems {
  list: string[];
}

export const test = base.extend<{ problems: Problems }>({
  problems: async ({ page }, use) => {
    const problems: Problems = { list: [] };
    page.on('console', (msg) => {
      if (msg.type() === 'error' || /hydrat/i.test(msg.text())) problems.list.push(`${msg.type()}: ${msg.text()} @ ${msg.location().url}`);
    });
    page.on('pageerror', (err) => problems.list.push(`pageerror: ${err.message}`));
    await use(problems);
  },
});
export { expect };

/** Waits until React has hydrated the pre-rendered page. */
export async function hydrated(page: Page) {
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
}

/** gtag pushes its `arguments` object onto dataLayer: every call so far, as plain arrays (['event', 'page_view', {…}]). */
export function gtagCalls(page: Page): Promise<unknown[][]> {
  return page.evaluate(() => ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).map((args) => Array.from(args as ArrayLike<unknown>)));
}

/** The parameters of every gtag event named `name`, in order. */
export async function gtagEvents(page: Page, name: string): Promise<Record<string, unknown>[]> {
  return (await gtagCalls(page)).filter((call) => call[0] === 'event' && call[1] === name).map((call) => call[2] as Record<string, unknown>);
}

/**
 * Scrolls from top to bottom half a viewport at a time, as a reader would, so every demo comes
 * near the viewport and loads (its island is replaced by the live demo: no element handles here).
 */
export async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight / 2) {
      scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
  });
}

/** Scrolls a demo into view and waits until its code has loaded; returns its (live) island. */
export async function liveDemo(page: Page, name: string) {
  // From the page, in one step: the pre-rendered island is replaced when the demo loads.
  await page.evaluate((n) => document.querySelector(`[data-demo-island="${CSS.escape(n)}"]`)?.scrollIntoView({ block: 'center' }), name);
  const island = page.locator(`[data-demo-island="${name}"]`);
  await expect(island).toHaveAttribute('data-demo-live', '');
  return island;
}
