/**
 * The ad's spec timings in the browser, on a paused page clock (Playwright's page.clock): the slot
 * polled at once and then every 500 ms, an ad blocker assumed at the 7th empty poll, an ad found
 * by the first poll after it appears, and the display event 2.5 s after the ad shows. The clock
 * only moves when the test moves it, so each timing is checked to the millisecond: not yet 1 ms
 * before, done at the time. (The polling hook alone: tests/unit/ads/useAdPolling.test.tsx.)
 */
import type { Page } from '@playwright/test';
import { LATE_SCRIPT_MS } from './ad-fixtures/cases';
import { AD_ANALYTICS, AD_POLL } from '../../src/spec/ads';
import { gtagEvents } from './fixtures';
import { displayPushes, read } from './ad-fixtures/instruments';
import { IMAGE, drainTasks, expect, openPaused, slotOf, test } from './ad-fixtures/adPage';

/** Runs the page clock up to the page time `at`. */
async function runTo(page: Page, at: number) {
  const now = await page.evaluate(() => performance.now());
  expect(at, 'the page clock is already past the time to run to').toBeGreaterThanOrEqual(now);
  await page.clock.runFor(at - now);
}

/** The ad's kind 1 ms before `at` and at `at`, with every render the clock's step caused. */
async function expectKindChangesAt(page: Page, at: number, before: string, after: string) {
  const slot = slotOf(page);
  await runTo(page, at - 1);
  await drainTasks(page);
  await expect(slot).toHaveAttribute('data-ad-kind', before);
  await page.clock.runFor(1);
  await expect(slot).toHaveAttribute('data-ad-kind', after);
  const timeline = await read(page, '__adTimeline');
  expect(timeline.map((t) => t.kind), JSON.stringify(timeline)).toEqual([before, after]);
  expect(timeline[1]!.at, 'the page time of the change').toBe(at);
}

test.describe('ad slot polling on the page clock (spec §4)', () => {
  test('no ad element: loading through the 6th empty poll, an ad blocker assumed by the 7th, 3 s after the first', async ({ page, network }) => {
    await network.mode({ script: 'script-blocked', feed: '500' });
    const start = await openPaused(page, IMAGE);
    // The first poll is set up with the network's script, while the clock stands.
    expect(await read(page, '__adScriptAt')).toBe(start);
    // The script failed to load: no ad element will ever come.
    await expect.poll(() => read(page, '__adScriptDoneAt')).toBeDefined();
    await expectKindChangesAt(page, start + AD_POLL.adblockAfter * AD_POLL.intervalMs, 'loading', 'in-house');
    // Decided: nothing changes however long the page stays open.
    await page.clock.runFor(AD_POLL.maxPolls * AD_POLL.intervalMs);
    await drainTasks(page);
    expect((await read(page, '__adTimeline')).map((t) => t.kind)).toEqual(['loading', 'in-house']);
  });

  test('an ad built 1.5 s late is found by the next poll: the network ad, and never an ad blocker', async ({ page, network }) => {
    await network.mode({ script: 'late', feed: '500' });
    const start = await openPaused(page, IMAGE);
    expect(await read(page, '__adScriptAt')).toBe(start);
    // The script ran and set its own timer on the page clock, to build the ad LATE_SCRIPT_MS later.
    await expect.poll(() => read(page, '__adScriptDoneAt')).toBe(start);
    const nextPoll = start + Math.ceil(LATE_SCRIPT_MS / AD_POLL.intervalMs) * AD_POLL.intervalMs;
    await expectKindChangesAt(page, nextPoll, 'loading', 'carbon');
    await expect(slotOf(page).locator('[data-ad-carbon-container] > #carbonads')).toHaveCount(1);
    // The poll ended with the ad: past the 7th poll and the 30th, still the network's ad.
    await page.clock.runFor(AD_POLL.maxPolls * AD_POLL.intervalMs);
    await drainTasks(page);
    expect((await read(page, '__adTimeline')).map((t) => t.kind)).toEqual(['loading', 'carbon']);
  });
});

test.describe('ad analytics on the page clock (spec §9)', () => {
  test('a sampled-in display event goes out once, exactly 2.5 s after the ad shows', async ({ page, network }) => {
    // 0.05: inline layout (< 0.2) and display sampled in (< 0.1).
    await network.mode({ feed: 'ok' });
    await openPaused(page, 0.05);
    await expect(slotOf(page)).toHaveAttribute('data-ad-kind', 'carbon');
    const shownAt = (await read(page, '__adTimeline')).find((t) => t.kind === 'carbon')!.at;
    // The event is sent from the clock's timer itself: nothing to wait for after each step.
    await runTo(page, shownAt + AD_ANALYTICS.displayDelayMs - 1);
    expect(await displayPushes(page)).toEqual([]);
    await page.clock.runFor(1);
    expect((await displayPushes(page)).map((push) => push.at)).toEqual([shownAt + AD_ANALYTICS.displayDelayMs]);
    await page.clock.runFor(10 * AD_ANALYTICS.displayDelayMs);
    expect(await gtagEvents(page, 'ad')).toEqual([{ eventAction: 'display', eventLabel: 'carbon' }]);
  });
});
