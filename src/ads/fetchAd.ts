import { AD_FETCH_MAX_RETRIES } from '../spec/ads';
import { FEED_LIMITS, parseFeed } from './feed';
import { readCapped, type FeedResponse } from './readBody';
import type { Clock, FeedAd, FeedResult } from './types';

/** The fetch the ad fetch calls (window.fetch fits; tests pass a fake). */
export type FeedFetch = (url: string, init: { signal: AbortSignal; credentials: 'omit' }) => Promise<FeedResponse>;

/** Options of `fetchAd`; every timing and the fetch itself come in as arguments. */
export interface FetchAdOptions {
  url: string;
  fetch: FeedFetch;
  clock: Clock;
  /** Requests in total, the first one included (spec §4 / §9: "retried up to 10 times"). */
  maxRetries?: number;
  /** Per request, body included: a slow drip counts as a timeout. */
  timeoutMs?: number;
  retryDelayMs?: number;
  /** Aborting stops everything: the request in flight and any retry to come. */
  signal?: AbortSignal;
}

/** Why one request gave no ad. */
export type AttemptFailure = 'network' | 'timeout' | 'aborted' | `http-${number}` | 'content-type' | 'too-large' | 'bad-json' | 'no-valid-ad';

type Attempt = { ok: true; ad: FeedAd } | { ok: false; reason: AttemptFailure };

/** One request, with its checks: 2xx, a JSON content type, the size cap, JSON, a valid ad. */
async function request(url: string, fetch: FeedFetch, signal: AbortSignal, now: number): Promise<Attempt> {
  try {
    const response = await fetch(url, { signal, credentials: 'omit' });
    if (!response.ok) return { ok: false, reason: `http-${response.status}` };
    if (!(response.headers.get('content-type') ?? '').toLowerCase().includes('json')) return { ok: false, reason: 'content-type' };
    const text = await readCapped(response, FEED_LIMITS.maxBytes);
    if (text === null) return { ok: false, reason: 'too-large' };
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return { ok: false, reason: 'bad-json' };
    }
    const ad = parseFeed(body, now);
    return ad ? { ok: true, ad } : { ok: false, reason: 'no-valid-ad' };
  } catch {
    return { ok: false, reason: 'network' };
  }
}

/** One request raced against its timeout and the caller's signal; never rejects. */
async function attempt({ url, fetch, clock, timeoutMs, signal }: Pick<FetchAdOptions, 'url' | 'fetch' | 'clock' | 'signal'> & { timeoutMs: number }): Promise<Attempt> {
  const controller = new AbortController();
  let stopped: AttemptFailure | undefined;
  let settle: (failure: Attempt) => void = () => {};
  const halted = new Promise<Attempt>((resolve) => {
    settle = resolve;
  });
  const stop = (reason: AttemptFailure) => {
    if (stopped) return;
    stopped = reason;
    settle({ ok: false, reason });
    controller.abort();
  };
  const onAbort = () => stop('aborted');
  const timer = clock.setTimeout(() => stop('timeout'), timeoutMs);
  signal?.addEventListener('abort', onAbort, { once: true });
  try {
    const outcome = await Promise.race([request(url, fetch, controller.signal, clock.now()), halted]);
    return stopped ? { ok: false, reason: stopped } : outcome;
  } finally {
    clock.clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
}

/** Waits `ms` on the clock; resolves early (false) when the signal aborts. */
function pause(clock: Clock, ms: number, signal?: AbortSignal): Promise<boolean> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve(false);
    const onAbort = () => {
      clock.clearTimeout(timer);
      resolve(false);
    };
    const timer = clock.setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve(true);
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * Spec §7 "Ad-network feed": GETs the feed until a valid ad comes back. Like MUI, it tries again
 * while fewer than 10 requests were made, so at most `maxRetries` (10) requests in total (spec §4).
 * Each failure (network, timeout, non-2xx, not JSON, too large, no valid ad) waits `retryDelayMs`.
 * Never throws: the result is `ok` with the ad, or `failed` with the last reason (spec §8).
 */
export async function fetchAd({
  url,
  fetch,
  clock,
  maxRetries = AD_FETCH_MAX_RETRIES,
  timeoutMs = 5000,
  retryDelayMs = 1000,
  signal,
}: FetchAdOptions): Promise<FeedResult> {
  const limit = Math.max(1, Math.floor(maxRetries));
  let reason: AttemptFailure = 'aborted';
  for (let attempts = 1; attempts <= limit; attempts += 1) {
    if (signal?.aborted) return { status: 'failed', attempts: attempts - 1, reason: 'aborted' };
    const outcome = await attempt({ url, fetch, clock, timeoutMs, signal });
    if (outcome.ok) return { status: 'ok', ad: outcome.ad, attempts };
    reason = outcome.reason;
    if (reason === 'aborted') return { status: 'failed', attempts, reason };
    if (attempts === limit) return { status: 'failed', attempts, reason };
    if (!(await pause(clock, retryDelayMs, signal))) return { status: 'failed', attempts, reason: 'aborted' };
  }
  return { status: 'failed', attempts: limit, reason };
}
