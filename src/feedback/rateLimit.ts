/** What the limiter says about one request. */
export interface RateDecision {
  allowed: boolean;
  /** Requests the client has left in the current window. */
  remaining: number;
  /** Milliseconds until the client's window starts over. */
  retryAfterMs: number;
}

export interface RateLimitOptions {
  /** Requests allowed per client in one window. */
  max: number;
  windowMs: number;
  /** Clients remembered at once; past that the least recently started window is dropped. */
  maxClients: number;
}

export interface RateLimiter {
  /** Counts one request from `client` and says whether it may go on. */
  hit(client: string): RateDecision;
  /** Clients currently remembered (for tests and monitoring). */
  size(): number;
}

/**
 * A fixed-window limiter per client key, with the clock passed in so the window is a unit test.
 * Every request counts, refused ones included: a flood keeps its client shut out until its
 * window ends, and memory stays bounded by `maxClients`.
 */
export function createRateLimiter({ max, windowMs, maxClients }: RateLimitOptions, now: () => number): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();

  const forgetExpired = (t: number) => {
    for (const [key, w] of windows) if (t - w.start >= windowMs) windows.delete(key);
  };

  return {
    hit(client) {
      const t = now();
      let w = windows.get(client);
      if (!w || t - w.start >= windowMs || t < w.start) {
        // A new window goes to the end of the map's order, so the first entry is always the oldest.
        windows.delete(client);
        if (windows.size >= maxClients) forgetExpired(t);
        while (windows.size >= maxClients) windows.delete(windows.keys().next().value!);
        w = { start: t, count: 0 };
        windows.set(client, w);
      }
      w.count++;
      const retryAfterMs = w.start + windowMs - t;
      return { allowed: w.count <= max, remaining: Math.max(0, max - w.count), retryAfterMs };
    },
    size: () => windows.size,
  };
}
