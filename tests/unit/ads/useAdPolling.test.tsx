// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAdPolling } from '../../../src/components/ads/useAdPolling';
import { AD_POLL } from '../../../src/spec/ads';
import type { PollState, Seen } from '../../../src/ads/types';

/**
 * The polling hook itself (spec §4: every 500 ms, up to 30 polls, > 6 empty polls = ad blocker),
 * mounted in a real React root on Vitest's fake timers: the hook's default clock is the window's.
 */
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

beforeEach(() => vi.useFakeTimers({ now: 0 }));
afterEach(() => vi.useRealTimers());

/** Mounts the hook with a probe that answers `answers` in turn ('nothing' once they run out). */
function mountPolling(answers: Seen[] = []) {
  const pollTimes: number[] = [];
  const probe = () => {
    pollTimes.push(Date.now());
    return answers[pollTimes.length - 1] ?? 'nothing';
  };
  const rendered: PollState[] = [];
  function Probe() {
    rendered.push(useAdPolling(probe));
    return null;
  }
  const root = createRoot(document.createElement('div'));
  act(() => root.render(<Probe />));
  return {
    pollTimes,
    latest: () => rendered[rendered.length - 1]!,
    advance: (ms: number) => act(() => vi.advanceTimersByTime(ms)),
    unmount: () => act(() => root.unmount()),
  };
}

/** The times of the first `n` polls: at once, then one interval apart. */
const every = (n: number) => Array.from({ length: n }, (_, i) => i * AD_POLL.intervalMs);

/** Long enough for any poll the spec allows, and then some. */
const ALL_POLLS_MS = AD_POLL.intervalMs * (AD_POLL.maxPolls + 10);

describe('useAdPolling (spec §4) on a fake clock', () => {
  it('polls at once, then every 500 ms; the 7th empty poll assumes an ad blocker and polling stops', () => {
    const polling = mountPolling();
    polling.advance(0);
    expect(polling.pollTimes).toEqual([0]);
    // Not a millisecond early: one more poll exactly on each interval.
    for (let poll = 2; poll <= AD_POLL.adblockAfter + 1; poll += 1) {
      polling.advance(AD_POLL.intervalMs - 1);
      expect(polling.pollTimes).toHaveLength(poll - 1);
      expect(polling.latest()).toMatchObject({ polls: poll - 1, adblock: null, done: false });
      polling.advance(1);
      expect(polling.pollTimes).toHaveLength(poll);
    }
    expect(polling.latest()).toEqual({ polls: AD_POLL.adblockAfter + 1, adblock: true, carbonOut: false, done: true });
    polling.advance(ALL_POLLS_MS);
    expect(polling.pollTimes).toEqual(every(AD_POLL.adblockAfter + 1));
    expect(vi.getTimerCount()).toBe(0);
  });

  it('never polls more than 30 times, whatever the slot shows', () => {
    for (const answers of [[], ['ad'], ['nothing', 'backers-link']] as Seen[][]) {
      const polling = mountPolling(answers);
      polling.advance(ALL_POLLS_MS);
      expect(polling.pollTimes.length).toBeLessThanOrEqual(AD_POLL.maxPolls);
      expect(polling.latest().done).toBe(true);
      polling.unmount();
    }
  });

  it('an ad seen on the 4th poll ends the polling at 1.5 s: no ad blocker', () => {
    const polling = mountPolling(['nothing', 'nothing', 'nothing', 'ad']);
    polling.advance(ALL_POLLS_MS);
    expect(polling.pollTimes).toEqual(every(4));
    expect(polling.latest()).toEqual({ polls: 4, adblock: false, carbonOut: false, done: true });
  });

  it('an ad linking to the backers page on the 6th poll: no ad blocker, the network had nothing', () => {
    const polling = mountPolling([...Array<Seen>(5).fill('nothing'), 'backers-link']);
    polling.advance(ALL_POLLS_MS);
    expect(polling.pollTimes).toEqual(every(6));
    expect(polling.latest()).toEqual({ polls: 6, adblock: false, carbonOut: true, done: true });
  });

  it('unmounted, it polls no more and leaves no timer behind', () => {
    const polling = mountPolling();
    polling.advance(2 * AD_POLL.intervalMs);
    expect(polling.pollTimes).toEqual(every(3));
    polling.unmount();
    expect(vi.getTimerCount()).toBe(0);
    polling.advance(ALL_POLLS_MS);
    expect(polling.pollTimes).toEqual(every(3));
  });
});
