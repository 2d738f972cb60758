import { describe, expect, it } from 'vitest';
import { createRateLimiter } from '../../../src/feedback/rateLimit';
import { FEEDBACK_RATE_LIMIT } from '../../../src/spec/feedback';

const clock = (start = 1_000_000) => {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
};
const hits = (limiter: ReturnType<typeof createRateLimiter>, client: string, n: number) => Array.from({ length: n }, () => limiter.hit(client).allowed);

describe('createRateLimiter', () => {
  it('lets 10 submissions a minute through per client and refuses the 11th (the site\'s numbers)', () => {
    expect(FEEDBACK_RATE_LIMIT).toMatchObject({ max: 10, windowMs: 60_000 });
    const c = clock();
    const limiter = createRateLimiter(FEEDBACK_RATE_LIMIT, c.now);
    expect(hits(limiter, '203.0.113.7', 10)).toEqual(Array(10).fill(true));
    const refused = limiter.hit('203.0.113.7');
    expect(refused).toEqual({ allowed: false, remaining: 0, retryAfterMs: 60_000 });
  });

  it('counts down what is left and says when the window ends', () => {
    const c = clock();
    const limiter = createRateLimiter({ max: 3, windowMs: 1000, maxClients: 10 }, c.now);
    expect(limiter.hit('a')).toEqual({ allowed: true, remaining: 2, retryAfterMs: 1000 });
    c.advance(400);
    expect(limiter.hit('a')).toEqual({ allowed: true, remaining: 1, retryAfterMs: 600 });
  });

  it('starts over when the window has passed, not a millisecond before', () => {
    const c = clock();
    const limiter = createRateLimiter({ max: 2, windowMs: 1000, maxClients: 10 }, c.now);
    expect(hits(limiter, 'a', 3)).toEqual([true, true, false]);
    c.advance(999);
    expect(limiter.hit('a').allowed).toBe(false);
    c.advance(1);
    expect(hits(limiter, 'a', 3)).toEqual([true, true, false]);
  });

  it('keeps clients apart: one flooding does not shut out another', () => {
    const c = clock();
    const limiter = createRateLimiter({ max: 2, windowMs: 1000, maxClients: 10 }, c.now);
    expect(hits(limiter, 'flood', 50).filter(Boolean)).toHaveLength(2);
    expect(hits(limiter, 'reader', 2)).toEqual([true, true]);
  });

  it('keeps a refused flood out for the rest of its window (refused requests count too)', () => {
    const c = clock();
    const limiter = createRateLimiter({ max: 1, windowMs: 1000, maxClients: 10 }, c.now);
    limiter.hit('a');
    c.advance(500);
    expect(limiter.hit('a')).toMatchObject({ allowed: false, retryAfterMs: 500 });
  });

  it('remembers at most maxClients, forgetting expired windows and then the oldest', () => {
    const c = clock();
    const limiter = createRateLimiter({ max: 1, windowMs: 1000, maxClients: 3 }, c.now);
    for (const client of ['a', 'b', 'c']) limiter.hit(client);
    c.advance(1000);
    limiter.hit('d');
    expect(limiter.size()).toBe(1);
    for (const client of ['e', 'f', 'g']) limiter.hit(client);
    expect(limiter.size()).toBe(3);
    // "d" was the oldest and is forgotten: it gets a fresh window.
    expect(limiter.hit('d').allowed).toBe(true);
  });

  it('survives a clock that goes back', () => {
    const c = clock();
    const limiter = createRateLimiter({ max: 1, windowMs: 1000, maxClients: 10 }, c.now);
    limiter.hit('a');
    c.advance(-5000);
    expect(limiter.hit('a').allowed).toBe(true);
  });
});
