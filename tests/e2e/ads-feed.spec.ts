/**
 * The inline ad (the network's feed) against every fault the fake network can serve
 * (ad-fixtures/adPage.ts has the per-test network client and the checks every ad test shares).
 */
import { HUGE_BYTES, SECOND_AD, TIMEOUT_HOLD_MS, VALID_AD, type FeedCase } from './ad-fixtures/cases';
import { AD_FETCH_MAX_RETRIES, AD_SIZE } from '../../src/spec/ads';
import type { Page } from '@playwright/test';
import { read } from './ad-fixtures/instruments';
import { INLINE, expect, expectNoLayoutShift, expectNothingRan, expectPageIntact, expectReservedBox, open, slotOf, test, type Network } from './ad-fixtures/adPage';

const RETRY_GAP_MS = 1000;
/** The client gives up on one feed request after 5 s (src/ads/fetchAd.ts), body included. */
const REQUEST_TIMEOUT_MS = 5000;

type Expect =
  /** The 52 px blank placeholder, after exactly 10 requests (the feed never has a valid ad). */
  | { outcome: 'blank' }
  /** The feed's first valid ad (VALID_AD), after one request. */
  | { outcome: 'first-valid-ad' }
  /** The ad, as plain text: no markup rendered, none run. */
  | { outcome: 'text-only-ad'; company: string };

interface FaultRow {
  feed: FeedCase;
  /** What the network does. */
  does: string;
  expect: Expect;
  /** Each request takes the client's 5 s timeout: 10 × 5 s + 9 × 1 s. */
  slow?: boolean;
}

const FAULTS: FaultRow[] = [
  { feed: 'ok', does: 'two ads to skip (empty body, no statlink), then two valid ads', expect: { outcome: 'first-valid-ad' } },
  { feed: '500', does: 'HTTP 500 with a JSON error body', expect: { outcome: 'blank' } },
  { feed: 'timeout', does: `holds the request open (answers 504 after ${TIMEOUT_HOLD_MS / 1000} s at most)`, expect: { outcome: 'blank' }, slow: true },
  { feed: 'malformed-json', does: 'truncated JSON as application/json', expect: { outcome: 'blank' } },
  { feed: 'empty-list', does: '{ "ads": [] }', expect: { outcome: 'blank' } },
  { feed: 'no-statlink', does: 'ads whose statlink is missing, empty, null or blank', expect: { outcome: 'blank' } },
  { feed: 'html-in-fields', does: '<img onerror>, <script>, <b>, <a href=javascript:> in company and description of a valid ad', expect: { outcome: 'text-only-ad', company: 'Acme' } },
  { feed: 'javascript-link', does: 'statlinks javascript:, " JavaScript:", "java\\tscript:", "\\0javascript:", data:, vbscript:', expect: { outcome: 'blank' } },
  { feed: 'huge', does: `${HUGE_BYTES / 1024 / 1024} MB of valid JSON with a content-length`, expect: { outcome: 'blank' } },
  { feed: 'huge-chunked', does: `${HUGE_BYTES / 1024 / 1024} MB of valid JSON, chunked, no content-length`, expect: { outcome: 'blank' } },
  { feed: 'slow-drip', does: 'the valid feed, a few bytes every 200 ms, done after ~6 s (past the client timeout)', expect: { outcome: 'blank' }, slow: true },
  { feed: 'redirect', does: '302 to a port where nothing listens', expect: { outcome: 'blank' } },
  { feed: 'redirect-data', does: '302 to a data: URL holding a valid feed', expect: { outcome: 'blank' } },
  { feed: 'wrong-content-type', does: 'the valid feed sent as text/html', expect: { outcome: 'blank' } },
  { feed: 'network-error', does: 'destroys the socket before answering', expect: { outcome: 'blank' } },
  { feed: 'no-cors', does: 'the valid feed without access-control-allow-origin', expect: { outcome: 'blank' } },
  { feed: 'json-null', does: 'the JSON value null', expect: { outcome: 'blank' } },
  { feed: 'wrong-types', does: 'numbers, objects, booleans and arrays where strings belong; null and scalar ads', expect: { outcome: 'blank' } },
];

/**
 * Retries are spaced by the retry delay (plus the request's own time), on the page's clock: the
 * times the page called fetch(), free of the network's jitter.
 */
function expectSpacedRetries(times: number[]) {
  const gaps = times.slice(1).map((t, i) => t - times[i]!);
  for (const gap of gaps) expect(gap, `gaps between feed requests: ${gaps.join(', ')} ms`).toBeGreaterThanOrEqual(RETRY_GAP_MS);
}

const feedFetches = async (page: Page) => (await read(page, '__feedFetches')).length;

/**
 * Runs the page clock over the client's waits instead of waiting them out: once request `n` is made,
 * its timeout when the network holds every request past it (`slow`), then the retry delay, and on to
 * request n + 1. Whatever the page does meanwhile runs on its own, in real time: a request the network
 * answers is answered as it would be, and a retry delay the client had not set yet when the clock ran
 * passes in real time. So the clock runs at most one retry delay ahead while a request is open (never
 * its 5 s timeout, unless `slow`), and every gap between requests is still a full retry delay on the
 * page's clock (expectSpacedRetries).
 */
async function runRetryWaits(page: Page, network: Network, requests: number, slow: boolean) {
  const poll = { intervals: [50, 100, 250], timeout: 15_000 };
  for (let made = 1; made < requests; made += 1) {
    await expect.poll(() => feedFetches(page), { ...poll, message: `feed request ${made} made` }).toBeGreaterThanOrEqual(made);
    // The network has it, before its timeout is run: a request the browser had not sent yet (its
    // connections to the network still closing after the last aborts) would never reach it.
    await expect.poll(() => network.count('/feed.json'), { ...poll, message: `feed request ${made} received` }).toBeGreaterThanOrEqual(made);
    if ((await feedFetches(page)) > made) continue;
    if (slow) await page.clock.runFor(REQUEST_TIMEOUT_MS);
    await page.clock.runFor(RETRY_GAP_MS);
  }
}

test.describe('inline ad (feed) against each feed fault', () => {
  // The two ~60 s cases first, so that both workers start on one and the rest fills in around them.
  for (const row of [...FAULTS].sort((a, b) => Number(!!b.slow) - Number(!!a.slow))) {
    test(`feed "${row.feed}" (${row.does}) → ${row.expect.outcome}`, async ({ page, network, pageErrors }) => {
      // 10 requests ~1 s apart; the slow cases wait for the client's timeout on each.
      test.setTimeout(row.slow ? 150_000 : 60_000);
      await network.mode({ feed: row.feed });
      await open(page, INLINE);
      const slot = slotOf(page);
      await expectReservedBox(slot);

      const settle = { timeout: row.slow ? AD_FETCH_MAX_RETRIES * (REQUEST_TIMEOUT_MS + RETRY_GAP_MS) + 20_000 : 30_000 };
      const requests = row.expect.outcome === 'blank' ? AD_FETCH_MAX_RETRIES : 1;
      await runRetryWaits(page, network, requests, row.slow === true);
      if (row.expect.outcome === 'blank') {
        await expect(slot).toHaveAttribute('data-ad-kind', 'blank', settle);
        const placeholder = slot.locator('[data-ad-placeholder]');
        await expect(placeholder).toHaveCount(1);
        expect((await placeholder.boundingBox())?.height).toBe(AD_SIZE.failedFetchPlaceholderPx);
        await expect(slot.locator('a')).toHaveCount(0);
      } else {
        await expect(slot).toHaveAttribute('data-ad-kind', 'carbon', settle);
        await expect(slot).toHaveAttribute('data-ad-layout', 'inline');
        // DOM contract: the shown ad's link is a[data-ad-link]. Checked softly, so the rest of the row still runs.
        const marked = slot.locator('a[data-ad-link]');
        await expect.soft(marked.first(), 'the shown ad link carries data-ad-link').toBeVisible({ timeout: 1000 });
        const link = (await marked.count()) > 0 ? marked : slot.locator('a[href]');
        await expect(link.first()).toBeVisible();
        const text = (await slot.textContent()) ?? '';
        if (row.expect.outcome === 'first-valid-ad') {
          await expect(link.first()).toHaveAttribute('href', VALID_AD.statlink);
          expect(text).toContain(VALID_AD.description);
          expect(text).toContain(VALID_AD.company);
          for (const other of [SECOND_AD.company, 'Emptyco', 'Nolinkco']) expect(text).not.toContain(other);
        } else {
          expect(text).toContain(row.expect.company);
          expect(text).not.toContain('<');
          expect(text).not.toContain('onerror');
          await expect(slot.locator('b, img[src="x"], script')).toHaveCount(0);
        }
      }
      expect(await read(page, '__feedFetches')).toHaveLength(requests);
      // The requests really stopped: the page's clock runs on past any retry delay and request
      // timeout, and a retry would have called fetch() before runFor returns.
      await page.clock.runFor(RETRY_GAP_MS + REQUEST_TIMEOUT_MS);
      const fetches = await read(page, '__feedFetches');
      expect(fetches).toHaveLength(requests);
      expectSpacedRetries(fetches);
      const stats = await network.stats();
      expect(stats.counts['/feed.json']).toBe(requests);
      // A failed feed loads nothing else from the network.
      if (row.expect.outcome === 'blank') expect(Object.keys(stats.counts)).toEqual(['/feed.json']);
      await expect(slot).toBeVisible();
      await expectReservedBox(slot);
      await expectNothingRan(page, slot);
      await expectNoLayoutShift(page);
      expect(pageErrors).toEqual([]);
      await expectPageIntact(page);
      expect(await read(page, '__adPwned')).toBeUndefined();
    });
  }

  test('the shown ad loads its impression and tracking pixels once, the [timestamp] placeholder filled', async ({ page, network }) => {
    await network.mode({ feed: 'ok' });
    await open(page, INLINE);
    const slot = slotOf(page);
    await expect(slot).toHaveAttribute('data-ad-kind', 'carbon');
    const pixels = slot.locator('img[data-ad-pixel]');
    await expect(pixels).toHaveCount(3);
    for (const pixel of await pixels.all()) await expect(pixel).toBeHidden();
    await expect.poll(async () => (await network.stats()).pixelTimestamps.length).toBe(2);
    const stats = await network.stats();
    expect(stats.counts['/impression.gif']).toBe(1);
    expect(stats.impressions).toEqual(['valid-1']);
    expect(stats.counts['/pixel.gif']).toBe(2);
    for (const stamp of stats.pixelTimestamps) expect(stamp).toMatch(/^\d+$/);
    // Only the shown ad's pixels (n=1, n=2), never the skipped or later ads' (n=3).
    expect(await pixels.evaluateAll((imgs) => imgs.map((img) => new URL((img as HTMLImageElement).src).searchParams.get('n')))).toEqual([null, '1', '2']);
    await expectNoLayoutShift(page);
  });
});
