import { existsSync } from 'node:fs';
import path from 'node:path';
import { test, expect, hydrated, SW_INSTALL_TIMEOUT_MS } from './fixtures';
import { E2E_SITE, E2E_SITE_DIR_V2, E2E_SITE_V2 } from './dirs';
import { serveSite, type ServedSite } from './staticSite';
import { SW_RELOAD_POLL_MS } from '../../src/spec/runtime';

/**
 * Spec §4 end to end: v1 is served and read; v2 (another build id in the footer) is deployed on the
 * same origin; the open tab takes the new worker, reloads only once it has focus, and from then on
 * shows v2 only — online and offline. scripts/test-e2e.ts builds both (tests/e2e/dirs.ts).
 */
const V1 = E2E_SITE;
const V2 = E2E_SITE_V2;
// Both tests bring their page to the front and need it focused (the reload waits for focus): in two
// workers at once one page loses the focus, so this file's tests run one after the other, in one worker.
test.describe.configure({ mode: 'default' });

const PORT = Number(process.env.SW_UPDATE_PORT ?? 4175);
const ORIGIN = `http://127.0.0.1:${PORT}`;

let site: ServedSite | undefined;
/** Deploys a build on the same origin: the old one stops answering, the new one answers. */
async function serve(root: string) {
  await site?.close();
  site = await serveSite(root, PORT);
}

test.use({ serviceWorkers: 'allow' });
test.afterAll(async () => {
  await site?.close();
});

test('a new build takes over the open tab when it is focused, and v1 is never shown again', async ({ page, context }) => {
  test.setTimeout(SW_INSTALL_TIMEOUT_MS + 90_000);
  expect(existsSync(path.join(V2, 'sw.js')), `${E2E_SITE_DIR_V2} is built by scripts/test-e2e.ts`).toBe(true);
  await serve(V1);
  const buildId = page.locator('[data-build-id]');
  const sameDocument = () => page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  // The page's timers run on a paused clock the test moves: the reload poll (spec §4: every
  // 100 ms) is the page's. The workers install and activate in their own global, outside the page
  // clock, so the test waits for their states instead.
  const start = Date.now();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1000);
  // location.reload() fires beforeunload at once: a reload is counted as soon as it starts, in
  // this tab's session storage, which the next document still reads.
  await page.addInitScript(() => addEventListener('beforeunload', () => sessionStorage.setItem('unloads', String(Number(sessionStorage.getItem('unloads')) + 1))));
  /** The reloads so far; 'reloading' while the next document replaces this one. */
  const unloads = () => page.evaluate(() => Number(sessionStorage.getItem('unloads'))).catch(() => 'reloading' as const);
  /** Runs every reload poll the page makes in `ms`, and checks that none of them reloaded. */
  const noReloadFor = async (ms: number) => {
    const before = await unloads();
    await page.clock.runFor(ms);
    expect(await unloads(), `reloads after ${ms} ms on the page clock`).toBe(before);
    expect(await sameDocument()).toBe(true);
  };

  await page.goto(`${ORIGIN}/material-ui/getting-started/installation`);
  await hydrated(page);
  await expect(buildId).toHaveText('e2e-v1');
  // The first worker installs and takes control; the page itself is not reloaded for it.
  await page.evaluate(() => ((window as { __sameDocument?: boolean }).__sameDocument = true));
  // Once the page has seen its worker activated (the policy hears the same statechange), no poll
  // would reload it.
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state), { timeout: SW_INSTALL_TIMEOUT_MS }).toBe('activated');
  await noReloadFor(10 * SW_RELOAD_POLL_MS);
  // Usage is read under v1 only (v1's page cache keeps it), then the reader goes back.
  await nav.getByRole('link', { name: 'Usage', exact: true }).click();
  await expect(page).toHaveURL(/\/getting-started\/usage$/);
  await hydrated(page);
  await expect(buildId).toHaveText('e2e-v1');
  await nav.getByRole('link', { name: 'Installation', exact: true }).click();
  await expect(page).toHaveURL(/\/getting-started\/installation$/);
  await hydrated(page);
  await page.evaluate(() => ((window as { __sameDocument?: boolean }).__sameDocument = true));

  // Real focus instead of Playwright's emulated one: another tab in front takes it away.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setFocusEmulationEnabled', { enabled: false });
  const other = await context.newPage();
  await other.goto('about:blank');
  await other.bringToFront();
  expect(await page.evaluate(() => document.hasFocus())).toBe(false);

  // Deploy v2; the open tab looks for a new build when it is shown (site/serviceWorker.ts). A
  // background tab is never shown, so the event is sent from script.
  await serve(V2);
  const firstWorker = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    (window as { __firstWorker?: ServiceWorker | null }).__firstWorker = registration?.active ?? null;
    return registration?.active?.scriptURL;
  });
  expect(firstWorker).toBe(`${ORIGIN}/sw.js`);
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  expect(await page.evaluate(() => document.hasFocus())).toBe(false);
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          const active = registration?.active;
          return active !== (window as { __firstWorker?: ServiceWorker | null }).__firstWorker && active?.state === 'activated';
        }),
      { timeout: 30_000 },
    )
    .toBe(true);

  // v2 is active, but the tab is in the background: its polls (set up when v2 activated, while the
  // clock stood) find no focus, and it does not reload under the reader.
  await noReloadFor(10 * SW_RELOAD_POLL_MS);
  await expect(buildId).toHaveText('e2e-v1');

  // Focus comes back: the tab reloads into v2 on the next poll, a full interval after the last.
  const shown: string[] = [];
  page.on('load', () => void buildId.textContent().then((t) => t && shown.push(t)).catch(() => undefined));
  await page.bringToFront();
  expect(await page.evaluate(() => document.hasFocus())).toBe(true);
  const before = Number(await unloads());
  await page.clock.runFor(SW_RELOAD_POLL_MS - 1);
  expect(await unloads(), 'reloads 1 ms before the next poll').toBe(before);
  await page.clock.runFor(1);
  // Read from whichever document answers: this one, or already v2's.
  await expect.poll(unloads, { message: 'reloads once the next poll has run' }).toBe(before + 1);
  await expect(buildId).toHaveText('e2e-v2');
  expect(await sameDocument()).toBeUndefined();
  await hydrated(page);

  // Offline, the pages come from v2's cache; v1's copies were dropped when v2 activated.
  await expect
    .poll(() => page.evaluate(async () => (await caches.keys()).filter((k) => k.startsWith('docs-pages-')).length), { timeout: 10_000 })
    .toBe(1);
  await context.setOffline(true);
  await page.reload();
  await expect(buildId).toHaveText('e2e-v2');
  // Read under v1 only: not kept by v2, so the offline page, never v1's copy.
  await page.goto(`${ORIGIN}/material-ui/getting-started/usage`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("You're offline");
  await context.setOffline(false);
  // Loads were recorded (the reload into v2, the offline reload, the offline page), none of them v1.
  expect(shown.length).toBeGreaterThanOrEqual(2);
  expect(shown.filter((id) => id !== 'e2e-v2')).toEqual([]);
  await other.close();
});

/**
 * Its own origin (another port): the test above may run at the same time in another worker. Not
 * PORT + 1: that is the brand build's port of feedback-chat.spec.ts (4176).
 */
const OFFLINE_PORT = Number(process.env.SW_OFFLINE_PORT ?? 4177);
const OFFLINE_ORIGIN = `http://127.0.0.1:${OFFLINE_PORT}`;
let offlineSite: ServedSite | undefined;
test.afterAll(async () => {
  await offlineSite?.close();
});

test('with "Available offline" on, after the update every saved page is v2\'s, read before or not, never v1\'s', async ({ page, context }) => {
  test.setTimeout(SW_INSTALL_TIMEOUT_MS + 240_000);
  const deploy = async (root: string) => {
    await offlineSite?.close();
    offlineSite = await serveSite(root, OFFLINE_PORT);
  };
  const buildId = page.locator('[data-build-id]');
  const savedCaches = () => page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith('docs-offline-')));
  const savedAll = async () => {
    await page.getByRole('banner').getByRole('button', { name: 'Settings' }).click();
    await expect(page.locator('#offline-status')).toHaveText(/^Saved on this device: all \d+ pages/, { timeout: 150_000 });
    await page.keyboard.press('Escape');
  };

  await deploy(V1);
  await page.goto(`${OFFLINE_ORIGIN}/material-ui/getting-started/installation`);
  await hydrated(page);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: SW_INSTALL_TIMEOUT_MS }).toBe(true);
  await page.getByRole('banner').getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('switch', { name: 'Available offline' }).check();
  await page.keyboard.press('Escape');
  await savedAll();
  const v1Caches = await savedCaches();
  expect(v1Caches).toHaveLength(1);

  // v2 is deployed; the tab finds it, takes it and reloads into it (it has focus).
  await deploy(V2);
  await page.evaluate(async () => void (await navigator.serviceWorker.getRegistration())?.update());
  await expect(buildId).toHaveText('e2e-v2', { timeout: 60_000 });
  await hydrated(page);
  // v1's saved files went when v2 activated; the page asked v2 to save its own build.
  await savedAll();
  const v2Caches = await savedCaches();
  expect(v2Caches).toHaveLength(1);
  expect(v2Caches).not.toEqual(v1Caches);

  await context.setOffline(true);
  // Read under v1 and saved under both; saved under both, never read; each only from v2.
  for (const path of ['/material-ui/getting-started/installation', '/material-ui/getting-started/usage', '/material-ui/react-button']) {
    await page.goto(`${OFFLINE_ORIGIN}${path}`);
    await expect(buildId, path).toHaveText('e2e-v2');
  }
  await context.setOffline(false);
});
