/**
 * Ads out of the box (spec §1 "It shows advertisements", §4): a site built without an ad network
 * shows the in-house ads with the spec's choice rules, decided by the page script without React.
 * The v2 e2e build is built without ad URLs (scripts/test-e2e.ts), so it is served here as a
 * site with the default ad configuration; the draws are pinned with Math.random.
 */
import type { Page } from '@playwright/test';
import { test, expect, hydrated } from './fixtures';
import { E2E_SITE_V2 } from './dirs';
import { serveSite, type ServedSite } from './staticSite';
import { displayPushes, instrument, read } from './ad-fixtures/instruments';
import { AD_ANALYTICS, AD_SIZE } from '../../src/spec/ads';
import { WHITELIST_ASK } from '../../src/ads/inHouseAds';

const PAGE = '/material-ui/getting-started/installation';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

// Every worker serves the build on a port of its own.
let site: ServedSite;
test.beforeAll(async () => {
  site = await serveSite(E2E_SITE_V2, 0);
});
test.afterAll(async () => site.close());

const slot = (page: Page) => page.locator('[data-in-house-ads] [data-ad-slot]');

async function open(page: Page, random: number | number[]) {
  const requests: string[] = [];
  page.on('request', (r) => requests.push(new URL(r.url()).pathname));
  await instrument(page, random);
  await page.goto(site.origin + PAGE);
  await hydrated(page);
  return requests;
}

test.describe('in-house ads without an ad network (spec §4)', () => {
  test('0.5: an in-house ad in the image layout under the title, its image loaded, nothing else asked of the network', async ({ page, problems }) => {
    const requests = await open(page, 0.5);
    await expect(slot(page)).toHaveAttribute('data-ad-kind', 'in-house');
    await expect(slot(page)).toHaveAttribute('data-ad-layout', 'image');
    // 0.5 of four ads: the third, tidelift; its link opens the advertiser's page.
    await expect(slot(page).locator('a[data-ad-link]')).toHaveAttribute('href', /^https:\/\/tidelift\.com\//);
    const image = slot(page).locator('img');
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await image.evaluate((img) => [img.clientWidth, img.clientHeight])).toEqual([AD_SIZE.imageWidthPx, AD_SIZE.imageHeightPx]);
    // Right under the title, and the variants not drawn are gone from the page.
    expect(await page.locator('h1 + [data-in-house-ads]').count()).toBe(1);
    expect(await page.locator('[data-in-house-ads] template').count()).toBe(0);
    expect(requests.filter((p) => /carbon|feed\.json/.test(p))).toEqual([]);
    expect(problems.list).toEqual([]);
  });

  test('layout 0.1 then 0.5, 0: the templates ad in the inline layout', async ({ page }) => {
    await open(page, [0.1, 0.5, 0]);
    await expect(slot(page)).toHaveAttribute('data-ad-kind', 'in-house');
    await expect(slot(page)).toHaveAttribute('data-ad-layout', 'inline');
    await expect(slot(page).locator('a[data-ad-link]')).toHaveAttribute('href', /in-house-templates/);
  });

  test('0.1: the ask to whitelist, 20 % of the time (in-house-adblock)', async ({ page }) => {
    await open(page, 0.1);
    await expect(slot(page)).toHaveAttribute('data-ad-kind', 'in-house-adblock');
    await expect(slot(page)).toContainText(WHITELIST_ASK.title);
  });

  test('a bot gets an empty span: no ad, no ad image', async ({ browser }) => {
    const context = await browser.newContext({ userAgent: GOOGLEBOT });
    const page = await context.newPage();
    const requests = await open(page, 0.5);
    const area = page.locator('[data-in-house-ads]');
    await expect(area.locator('> span')).toHaveCount(1);
    expect(await area.evaluate((el) => el.innerHTML)).toBe('<span></span>');
    expect(requests.filter((p) => p.startsWith('/static/ads/'))).toEqual([]);
    await context.close();
  });

  test('a sampled-in display event 2.5 s after the ad shows, on the page clock; a click sends a click event', async ({ page }) => {
    const start = Date.now();
    await page.clock.install({ time: start });
    await page.clock.pauseAt(start + 1000);
    // layout image (0.5), ad (0.5 → tidelift), pick (0.5), display sampled in (0.05 < 0.1)
    await open(page, [0.5, 0.5, 0.5, 0.05]);
    await expect(slot(page)).toHaveAttribute('data-ad-kind', 'in-house');
    const shownAt = (await read(page, '__adTimeline')).find((t) => t.kind === 'in-house')!.at;
    const now = await page.evaluate(() => performance.now());
    await page.clock.runFor(shownAt + AD_ANALYTICS.displayDelayMs - 1 - now);
    expect(await displayPushes(page)).toEqual([]);
    await page.clock.runFor(1);
    expect((await displayPushes(page)).map((push) => push.at)).toEqual([shownAt + AD_ANALYTICS.displayDelayMs]);
    const popup = page.context().waitForEvent('page');
    await slot(page).locator('a[data-ad-link]').click();
    await (await popup).close();
    const adEvents = (await read(page, '__pushes')).map((p) => p.item).filter((item) => item[0] === 'event' && item[1] === 'ad');
    expect(adEvents.map((item) => item[2])).toEqual([
      { eventAction: 'display', eventLabel: 'in-house' },
      { eventAction: 'click', eventLabel: 'in-house' },
    ]);
  });
});
