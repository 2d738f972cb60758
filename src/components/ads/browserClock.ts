import type { Clock } from '../../ads/types';

/** The browser's clock, for the ad logic that takes one (tests and stories pass their own). */
export const browserClock: Clock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => window.setTimeout(fn, ms),
  clearTimeout: (id) => window.clearTimeout(id as number | undefined),
};
