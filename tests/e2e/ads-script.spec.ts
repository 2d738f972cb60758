/**
 * The image ad (the network's script): each answer of the script and the state the slot ends in,
 * a bot, and the space the slot reserves before any script runs. How long the slot polls before
 * it decides is timed on a paused page clock in ads-clock.spec.ts.
 */
import type { Locator, Page } from '@playwright/test';
import { AD_ORIGIN, type ScriptCase } from './ad-fixtures/cases';
import { AD_ANALYTICS, AD_POLL, AD_SIZE } from '../../src/spec/ads';
import { displayPushes, read } from './ad-fixtures/instruments';
import { IMAGE, INLINE, PAGE, SLOT_HEIGHT, expect, expectNoLayoutShift, expectNothingRan, expectPageIntact, expectReservedBox, open, slotOf, test } from './ad-fixtures/adPage';

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

interface ImageRow {
  name: string;
  script: ScriptCase;
  random: number | number[];
  /** Block the script in the browser instead of at the network. */
  abortInBrowser?: boolean;
  kind: string;
  /** The ad blocker is only assumed after more than 6 empty polls (500 ms apart). */
  adblock?: boolean;
  check?: (page: Page, slot: Locator) => Promise<void>;
  pageError?: RegExp;
}

const inHouseAd = (hrefPart: RegExp) => async (_page: Page, slot: Locator) => {
  await expect(slot.locator('a[href]').first()).toHaveAttribute('href', hrefPart);
  await expect(slot.locator('#carbonads')).toHaveCount(0);
};
const whitelistAsk = async (_page: Page, slot: Locator) => {
  await expect(slot).toContainText('Blocking ads?');
  await expect(slot.locator('#carbonads')).toHaveCount(0);
};

const IMAGE_ROWS: ImageRow[] = [
  {
    name: 'the network script shows its ad',
    script: 'ok',
    random: IMAGE,
    kind: 'carbon',
    check: async (page, slot) => {
      const ad = slot.locator('[data-ad-carbon-container] > #carbonads');
      await expect(ad).toHaveCount(1);
      await expect(ad.locator('a.carbon-text')).toHaveAttribute('href', `${AD_ORIGIN}/click?ad=carbon`);
      await expect(ad.locator('img')).toHaveJSProperty('complete', true);
      // 0.5 is not sampled in (display events go out for random < 0.1): the page's clock runs well
      // past the display delay, and no display event was sent.
      await page.clock.runFor(2 * AD_ANALYTICS.displayDelayMs);
      expect(await displayPushes(page)).toEqual([]);
    },
  },
  {
    name: 'the network script shows its ad 1.5 s late, inside the reserved space',
    script: 'late',
    random: IMAGE,
    kind: 'carbon',
    check: async (_page, slot) => {
      await expect(slot.locator('[data-ad-carbon-container] > #carbonads a.carbon-text')).toHaveAttribute('href', `${AD_ORIGIN}/click?ad=carbon`);
    },
  },
  { name: 'a network ad linking to the backers page', script: 'backers', random: IMAGE, kind: 'in-house-carbon', check: inHouseAd(/tidelift\.com/) },
  {
    name: 'a network ad linking to the backers page, with the whitelist draw (an in-house ad, not the ad-blocker ask)',
    script: 'backers',
    random: [IMAGE, INLINE],
    kind: 'in-house-carbon',
    check: async (_page, slot) => {
      await expect(slot).not.toContainText('Blocking ads?');
      await expect(slot.locator('a[href]').first()).toHaveAttribute('href', /^https:\/\//);
    },
  },
  { name: 'the script answers 404 (ad blocker)', script: 'script-blocked', random: IMAGE, kind: 'in-house', adblock: true, check: inHouseAd(/tidelift\.com/) },
  { name: 'the script answers 404, whitelist draw → the ask to allow ads', script: 'script-blocked', random: [IMAGE, INLINE], kind: 'in-house-adblock', adblock: true, check: whitelistAsk },
  { name: 'the browser aborts the script (ad blocker)', script: 'ok', abortInBrowser: true, random: IMAGE, kind: 'in-house', adblock: true, check: inHouseAd(/tidelift\.com/) },
  { name: 'the script throws', script: 'script-throws', random: IMAGE, kind: 'in-house', adblock: true, check: inHouseAd(/tidelift\.com/), pageError: /fake ad network: script-throws/ },
];

test.describe('image ad (network script)', () => {
  for (const row of IMAGE_ROWS) {
    test(`script "${row.script}"${row.abortInBrowser ? ' aborted in the browser' : ''}: ${row.name} → ${row.kind}`, async ({ page, network, pageErrors }) => {
      await network.mode({ script: row.script, feed: '500' });
      if (row.abortInBrowser) await page.route('**/carbon.js', (route) => route.abort());
      await open(page, row.random);
      const slot = slotOf(page);
      await expect(slot).toHaveAttribute('data-ad-kind', row.kind, { timeout: 15_000 });
      if (row.kind !== 'in-house-adblock') await expect(slot).toHaveAttribute('data-ad-layout', 'image');
      await expect.poll(() => read(page, '__adScriptAt'), { message: 'the network script element was inserted' }).toBeDefined();
      if (row.adblock) {
        // Loading until the ad blocker is assumed (its timing: ads-clock.spec.ts), nothing else before.
        const timeline = await read(page, '__adTimeline');
        expect(timeline.map((t) => t.kind), JSON.stringify(timeline)).toEqual(['loading', row.kind]);
      }
      await row.check?.(page, slot);
      await expectReservedBox(slot);
      await expectNothingRan(page, slot);
      expect(await network.count('/feed.json')).toBe(0);
      expect(await network.count('/carbon.js')).toBe(row.abortInBrowser ? 0 : 1);
      await expectNoLayoutShift(page);
      expect(pageErrors.filter((e) => !row.pageError?.test(e))).toEqual([]);
      if (row.pageError) expect(pageErrors.some((e) => row.pageError!.test(e))).toBe(true);
      await expectPageIntact(page);
    });
  }
});

test.describe('a bot', () => {
  test.use({ baseUserAgent: GOOGLEBOT });

  test('gets an empty span: no slot, no script, no feed', async ({ page, network }) => {
    const toNetwork: string[] = [];
    // The ad network's URLs only (the fake server also stands in for analytics' gtag.js).
    page.on('request', (r) => r.url().startsWith(AD_ORIGIN) && !r.url().startsWith(`${AD_ORIGIN}/gtag/js`) && toNetwork.push(r.url()));
    await open(page, INLINE);
    expect(await page.evaluate(() => navigator.userAgent)).toContain('Googlebot');
    await expect(page.locator('main span[data-ad-kind="bot"]')).toHaveCount(1);
    await expect(page.locator('aside[data-ad-slot]')).toHaveCount(0);
    // Nothing comes later either: the page's clock runs past every poll the spec allows, and
    // neither a feed fetch nor the network's script was started (both are seen as they start).
    await page.clock.runFor(AD_POLL.intervalMs * AD_POLL.maxPolls);
    expect(await read(page, '__feedFetches')).toEqual([]);
    expect(await read(page, '__adScriptAt')).toBeUndefined();
    await expect(page.locator('#_carbonads_js')).toHaveCount(0);
    const stats = await network.stats();
    expect(stats.counts['/feed.json'] ?? 0).toBe(0);
    expect(stats.counts['/carbon.js'] ?? 0).toBe(0);
    expect(toNetwork).toEqual([]);
    test.info().annotations.push({ type: 'bot layout shifts', description: JSON.stringify(await read(page, '__shifts')) });
  });
});

test.describe('reserved space', () => {
  for (const [width, height] of [
    [1280, SLOT_HEIGHT],
    [390, AD_SIZE.minHeightSmallScreenPx],
  ] as const) {
    test(`before any script runs, the slot holds ${height} px at ${width} px wide`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.route('**/*.js', (route) => route.abort());
      await page.goto(PAGE);
      const slot = slotOf(page);
      await expect(slot).toHaveAttribute('data-ad-kind', 'loading');
      await expectReservedBox(slot, height);
      // Right under the page's title (the slot is the first thing in the ad's island).
      expect(await slot.evaluate((el) => (el.closest('[data-island="ad"]') ?? el).previousElementSibling?.tagName)).toBe('H1');
    });
  }
});
