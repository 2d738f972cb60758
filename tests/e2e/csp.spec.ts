/**
 * The strict Content-Security-Policy in a real browser: every built page, with the ad network and
 * analytics on (the fake servers of scripts/test-e2e.ts), must load, hydrate, show its ad and run
 * Pagefind without a single CSP violation, and the header itself must be the strict one.
 */
import { test, expect, hydrated, watchRequests } from './fixtures';
import { AD_ORIGIN } from './ad-fixtures/cases';
import { AD_LAYOUTS, watchCsp } from './csp';
import { adsSettled } from './pages';

// Every built page is crawled with the CSP on in routes.spec.ts; these are the pages outside the routes.

test('the CSP header is the strict one: hashed inline scripts, configured third parties only', async ({ request }) => {
  const response = await request.get('/material-ui/getting-started/installation');
  const csp = response.headers()['content-security-policy'] ?? '';
  const directive = (name: string) => csp.split(/;\s*/).find((d) => d.startsWith(`${name} `))?.split(' ').slice(1) ?? [];
  const scripts = directive('script-src');
  expect(scripts).not.toContain("'unsafe-inline'");
  expect(scripts).not.toContain("'unsafe-eval'");
  // The four inline texts of a page: colour-mode init, side-nav state, the page script's loader, speculation rules.
  expect(scripts.filter((s) => /^'sha256-[A-Za-z0-9+/]+=*'$/.test(s))).toHaveLength(4);
  // The e2e build's ad network and analytics both live on the fake server: the one third party.
  for (const name of ['script-src', 'connect-src', 'img-src']) {
    expect(directive(name).filter((s) => /^https?:/.test(s)), name).toEqual([AD_ORIGIN]);
  }
  expect(directive('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
  expect(directive('object-src')).toEqual(["'none'"]);
  expect(directive('base-uri')).toEqual(["'none'"]);
  expect(directive('frame-ancestors')).toEqual(["'none'"]);
  expect(directive('worker-src')).toEqual(["'self'"]);
  expect(response.headers()['x-frame-options']).toBe('DENY');
  expect(response.headers()['x-content-type-options']).toBe('nosniff');
});

for (const [layout, random] of Object.entries(AD_LAYOUTS)) {
  for (const route of ['/material-ui/no-such-page', '/offline.html']) {
    test(`${route} (${layout} ad) runs with zero CSP violations`, async ({ page }) => {
      const csp = await watchCsp(page, random);
      const requests = watchRequests(page);
      await page.goto(route);
      if (route !== '/offline.html') await hydrated(page);
      // Whatever the page fetched has answered or failed: a blocked request has reported.
      await requests.settled();
      expect(await csp.violations()).toEqual([]);
      expect(csp.console).toEqual([]);
    });
  }
}

test('the crawl really had ads and analytics on: the network\'s script, feed, images and pixels and gtag.js loaded, unblocked', async ({ context }) => {
  const seen = new Set<string>();
  for (const random of Object.values(AD_LAYOUTS)) {
    const page = await context.newPage();
    const csp = await watchCsp(page, random);
    const requests = watchRequests(page);
    await page.goto('/material-ui/getting-started/installation');
    await hydrated(page);
    await expect(page.locator('main aside[data-ad-slot][data-ad-kind="carbon"]')).toHaveCount(1);
    // The ad's image and pixels, the script, the feed and gtag.js have all answered.
    await adsSettled(page);
    await requests.settled();
    csp.thirdParty.forEach((p) => seen.add(p));
    expect(await csp.violations()).toEqual([]);
    await page.close();
  }
  for (const path of ['/carbon.js', '/img/ad.svg', '/feed.json', '/gtag/js']) expect([...seen], path).toContain(path);
  expect([...seen].some((p) => p === '/pixel.gif' || p === '/impression.gif'), [...seen].join(' ')).toBe(true);
});

test('dark mode, right-to-left and Pagefind search (WebAssembly) run with zero CSP violations', async ({ page }) => {
  const csp = await watchCsp(page);
  await page.goto('/material-ui/react-button');
  await hydrated(page);
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('button', { name: 'Dark' }).click();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await page.getByRole('button', { name: 'Right to left' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const results = await page.evaluate(async () => {
    const pagefind = await import(/* @vite-ignore */ `${location.origin}/pagefind/pagefind.js`);
    await pagefind.init();
    const found = await pagefind.search('button');
    return found.results.length as number;
  });
  expect(results).toBeGreaterThan(0);
  expect(await csp.violations()).toEqual([]);
  expect(csp.console).toEqual([]);
});
