/**
 * Storybook for designers (issue 15, item 8): the site serves the workshop at /storybook/, with its
 * own policy there only, and every written page's footer links it. In Chromium: the manager loads,
 * a story renders in its iframe, and neither breaks the policy.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test, expect } from './fixtures';
import { watchCsp, type Violation } from './csp';
import { E2E_SITE } from './dirs';

const STORY = 'shell-appframe--desktop';
/** Storybook's preview loads its bundle (a few MB) before the first story: more than a docs page on a busy CI machine. */
const PREVIEW_TIMEOUT = { timeout: 30_000 };
const directive = (csp: string, name: string) => csp.split(/;\s*/).find((d) => d.startsWith(`${name} `))?.split(' ').slice(1) ?? [];

test('/storybook/ serves Storybook\'s index with its own policy; /storybook leads there', async ({ request }) => {
  const index = await request.get('/storybook/', { maxRedirects: 0 });
  expect(index.status()).toBe(200);
  expect(index.headers()['content-type']).toContain('text/html');
  expect(await index.text()).toContain('./sb-manager/runtime.js');
  const csp = index.headers()['content-security-policy'] ?? '';
  expect(directive(csp, 'script-src')).not.toContain("'unsafe-inline'");
  expect(directive(csp, 'script-src')).not.toContain("'unsafe-eval'");
  expect(directive(csp, 'frame-ancestors')).toEqual(["'self'"]);
  expect(index.headers()['x-frame-options']).toBe('SAMEORIGIN');
  const bare = await request.get('/storybook?path=/story/x', { maxRedirects: 0 });
  expect(bare.status()).toBe(308);
  expect(bare.headers().location).toBe('/storybook/?path=/story/x');
  // The stories' index the manager reads, and a story's own page.
  expect((await request.get('/storybook/index.json')).status()).toBe(200);
  expect((await request.get(`/storybook/iframe.html?id=${STORY}&viewMode=story`)).status()).toBe(200);
});

test('the service worker precaches none of Storybook', () => {
  const sw = readFileSync(path.join(E2E_SITE, 'sw.js'), 'utf8');
  const precached = [...sw.matchAll(/"url":"([^"]+)"/g)].map(([, url]) => url!);
  expect(precached.length).toBeGreaterThan(10);
  expect(precached.filter((url) => url.startsWith('storybook/') || url.startsWith('/storybook/'))).toEqual([]);
});

test('the manager loads and a story renders in its iframe, with zero CSP violations', async ({ page }) => {
  const csp = await watchCsp(page);
  await page.goto(`/storybook/?path=/story/${STORY}`);
  await expect(page).toHaveTitle(/AppFrame.*Storybook/);
  await expect(page.getByRole('link', { name: /MUI docs workshop/ }).first()).toBeVisible();
  const preview = page.frameLocator('iframe[title="storybook-preview-iframe"]');
  await expect(preview.getByRole('navigation', { name: 'Main navigation' })).toBeVisible(PREVIEW_TIMEOUT);
  await expect(preview.getByRole('heading', { level: 1, name: 'New feature' })).toBeVisible();
  // The story's play function ran and passed (the Interactions panel says so).
  await page.getByRole('tab', { name: /Interactions/ }).click();
  await expect(page.getByText('Pass', { exact: true }).or(page.getByText('PASS', { exact: true }))).toBeVisible(PREVIEW_TIMEOUT);
  const frame = page.frames().find((f) => f.url().includes('/storybook/iframe.html'));
  expect(frame, 'the preview iframe').toBeDefined();
  const inFrame = await frame!.evaluate(() => (window as unknown as { __csp: Violation[] }).__csp);
  expect([...(await csp.violations()), ...inFrame]).toEqual([]);
  expect(csp.console).toEqual([]);
});

test('a story opens on its own (iframe.html) under the policy', async ({ page }) => {
  const csp = await watchCsp(page);
  await page.goto(`/storybook/iframe.html?id=${STORY}&viewMode=story`);
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible(PREVIEW_TIMEOUT);
  expect(await csp.violations()).toEqual([]);
});

test('the footer of a written page links the workshop', async ({ page }) => {
  await page.goto('/material-ui/getting-started');
  const link = page.locator('footer').getByRole('link', { name: 'Component workshop (Storybook)' });
  await expect(link).toHaveAttribute('href', '/storybook/');
  await link.click();
  await expect(page).toHaveURL(/\/storybook\/(\?path=.*)?$/);
  await expect(page.frameLocator('iframe[title="storybook-preview-iframe"]').locator('#storybook-root, #storybook-docs').first()).toBeAttached(PREVIEW_TIMEOUT);
});
