import type { Clock } from '../../../src/ads/types';

/** A hand-driven clock for the ad tests: time moves only when a test advances it. */
export interface FakeClock extends Clock {
  /** Moves time forward by `ms`, running each timer that falls due, in order. */
  advance: (ms: number) => void;
  /** Runs timers one by one, letting promises settle in between, until none is left. */
  runAll: () => Promise<void>;
  pending: () => number;
}

/** Lets every promise chain (and stream) that can move, move. */
export const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A fake clock starting at `start` ms. */
export function fakeClock(start = 0): FakeClock {
  let now = start;
  let seq = 0;
  const timers = new Map<number, { at: number; fn: () => void }>();
  const next = (until: number) => {
    let best: [number, { at: number; fn: () => void }] | undefined;
    for (const entry of timers) if (entry[1].at <= until && (!best || entry[1].at < best[1].at)) best = entry;
    return best;
  };
  return {
    now: () => now,
    setTimeout: (fn, ms) => {
      seq += 1;
      timers.set(seq, { at: now + Math.max(0, ms), fn });
      return seq;
    },
    clearTimeout: (id) => {
      timers.delete(id as number);
    },
    advance: (ms) => {
      const end = now + ms;
      for (let due = next(end); due; due = next(end)) {
        timers.delete(due[0]);
        now = due[1].at;
        due[1].fn();
      }
      now = end;
    },
    runAll: async () => {
      await settle();
      for (let i = 0; i < 10_000 && timers.size > 0; i += 1) {
        const due = next(Number.POSITIVE_INFINITY);
        if (!due) break;
        timers.delete(due[0]);
        now = due[1].at;
        due[1].fn();
        await settle();
      }
    },
    pending: () => timers.size,
  };
}

/** A random() that returns the given values in turn (and fails the test if asked once too often). */
export function draws(...values: number[]): () => number {
  let i = 0;
  return () => {
    if (i >= values.length) throw new Error(`random() called ${i + 1} times, only ${values.length} values given`);
    const value = values[i];
    i += 1;
    return value;
  };
}
