import { describe, expect, it, vi } from 'vitest';
import { fetchAd, type FeedFetch } from '../../../src/ads/fetchAd';
import type { FeedResponse } from '../../../src/ads/readBody';
import { AD_FETCH_MAX_RETRIES } from '../../../src/spec/ads';
import { fakeClock, settle } from './fakeClock';

const URL_ = 'https://feed.example/ads/placement.json';
const AD = { statlink: 'https://srv.example/click', company: 'Acme', description: 'Build faster.', pixel: '', timestamp: '1' };
const VALID = JSON.stringify({ ads: [AD] });
const JSON_TYPE = { 'content-type': 'application/json; charset=utf-8' };

const reply = (body: BodyInit | null, init: ResponseInit = { headers: JSON_TYPE }) => new Response(body, init);
/** A fetch that answers with each of `answers` in turn (the last one repeats). */
const feed = (...answers: (() => Promise<FeedResponse>)[]) =>
  vi.fn<FeedFetch>(() => (answers.length > 1 ? answers.shift()! : answers[0])());
const never = () => new Promise<FeedResponse>(() => {});

/** Starts fetchAd and drives the fake clock until it is done. */
async function drive(fetch: FeedFetch, options: { maxRetries?: number; signal?: AbortSignal } = {}) {
  const clock = fakeClock();
  const result = fetchAd({ url: URL_, fetch, clock, ...options });
  await clock.runAll();
  return { result: await result, clock };
}

describe('fetchAd (spec §7 feed, §4 / §9 retries up to 10, §8 failure)', () => {
  it('a valid ad on the first request: ok, 1 attempt, no timer left', async () => {
    const fetch = feed(async () => reply(VALID));
    const { result, clock } = await drive(fetch);
    expect(result).toEqual({ status: 'ok', attempts: 1, ad: { link: 'https://srv.example/click', company: 'Acme', description: 'Build faster.', pixels: [] } });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0][0]).toBe(URL_);
    expect(fetch.mock.calls[0][1].signal).toBeInstanceOf(AbortSignal);
    expect(clock.now()).toBe(0);
    expect(clock.pending()).toBe(0);
  });

  it('a 500, then a valid ad: ok after 2 attempts, one retry delay later', async () => {
    const fetch = feed(
      async () => reply('oops', { status: 500, headers: JSON_TYPE }),
      async () => reply(VALID),
    );
    const { result, clock } = await drive(fetch);
    expect(result).toMatchObject({ status: 'ok', attempts: 2 });
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(clock.now()).toBe(1000);
  });

  it('never a valid ad: stops at exactly 10 requests, failed', async () => {
    expect(AD_FETCH_MAX_RETRIES).toBe(10);
    const fetch = feed(async () => reply(JSON.stringify({ ads: [] })));
    const { result, clock } = await drive(fetch);
    expect(result).toEqual({ status: 'failed', attempts: 10, reason: 'no-valid-ad' });
    expect(fetch).toHaveBeenCalledTimes(10);
    expect(clock.now()).toBe(9 * 1000);
    expect(clock.pending()).toBe(0);
  });

  it('a network error is retried like any failure', async () => {
    const fetch = feed(
      () => Promise.reject(new TypeError('Failed to fetch')),
      async () => reply(VALID),
    );
    expect((await drive(fetch)).result).toMatchObject({ status: 'ok', attempts: 2 });
  });

  it('a request that never answers times out after 5 s and is aborted; 10 of them fail', async () => {
    const fetch = feed(never);
    const { result, clock } = await drive(fetch);
    expect(result).toEqual({ status: 'failed', attempts: 10, reason: 'timeout' });
    expect(fetch).toHaveBeenCalledTimes(10);
    for (const [, init] of fetch.mock.calls) expect(init.signal.aborted).toBe(true);
    expect(clock.now()).toBe(10 * 5000 + 9 * 1000);
  });

  it('the timeout fires at 5000 ms, not before', async () => {
    const clock = fakeClock();
    const fetch = feed(never);
    void fetchAd({ url: URL_, fetch, clock, maxRetries: 1 });
    await settle();
    clock.advance(4999);
    expect(fetch.mock.calls[0][1].signal.aborted).toBe(false);
    clock.advance(1);
    expect(fetch.mock.calls[0][1].signal.aborted).toBe(true);
  });

  it('a slow drip (headers, then a body that never ends) is a timeout too', async () => {
    const drip = new ReadableStream<Uint8Array>({ start: (c) => c.enqueue(new TextEncoder().encode('{"ads":[')) });
    const { result } = await drive(feed(async () => reply(drip)), { maxRetries: 1 });
    expect(result).toEqual({ status: 'failed', attempts: 1, reason: 'timeout' });
  });

  it('a wrong content type is invalid, even with a valid body', async () => {
    const fetch = feed(async () => reply(VALID, { headers: { 'content-type': 'text/html' } }));
    const { result } = await drive(fetch);
    expect(result).toEqual({ status: 'failed', attempts: 10, reason: 'content-type' });
  });

  it('malformed JSON is invalid', async () => {
    const { result } = await drive(feed(async () => reply('{"ads": [')), { maxRetries: 1 });
    expect(result).toEqual({ status: 'failed', attempts: 1, reason: 'bad-json' });
  });

  it('a body of exactly 64 KiB is read; one byte more is invalid', async () => {
    const sized = (bytes: number) => {
      const shell = JSON.stringify({ ads: [AD], pad: '' });
      return shell.replace('"pad":""', `"pad":"${'x'.repeat(bytes - shell.length)}"`);
    };
    expect(new TextEncoder().encode(sized(65536)).byteLength).toBe(65536);
    expect((await drive(feed(async () => reply(sized(65536))), { maxRetries: 1 })).result).toMatchObject({ status: 'ok' });
    expect((await drive(feed(async () => reply(sized(65537))), { maxRetries: 1 })).result).toEqual({ status: 'failed', attempts: 1, reason: 'too-large' });
  });

  it('a content-length over 64 KiB is invalid before the body is read', async () => {
    const text = vi.fn(async () => VALID);
    const response: FeedResponse = { ok: true, status: 200, headers: new Headers({ ...JSON_TYPE, 'content-length': '65537' }), text };
    const { result } = await drive(feed(async () => response), { maxRetries: 1 });
    expect(result).toEqual({ status: 'failed', attempts: 1, reason: 'too-large' });
    expect(text).not.toHaveBeenCalled();
  });

  it('without a stream, the text is measured in UTF-8 bytes', async () => {
    const body = JSON.stringify({ ads: [{ ...AD, description: 'é'.repeat(33_000) }] }); // < 64 Ki chars, > 64 KiB
    const response = (): FeedResponse => ({ ok: true, status: 200, headers: new Headers(JSON_TYPE), text: async () => body });
    expect(body.length).toBeLessThan(65536);
    const { result } = await drive(feed(async () => response()), { maxRetries: 1 });
    expect(result).toEqual({ status: 'failed', attempts: 1, reason: 'too-large' });
  });

  it('aborting during a request stops everything', async () => {
    const clock = fakeClock();
    const controller = new AbortController();
    const fetch = feed(never);
    const result = fetchAd({ url: URL_, fetch, clock, signal: controller.signal });
    await settle();
    controller.abort();
    await clock.runAll();
    expect(await result).toEqual({ status: 'failed', attempts: 1, reason: 'aborted' });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0][1].signal.aborted).toBe(true);
    expect(clock.pending()).toBe(0);
  });

  it('aborting while waiting to retry stops the retries', async () => {
    const clock = fakeClock();
    const controller = new AbortController();
    const fetch = feed(async () => reply('nope', { status: 503, headers: JSON_TYPE }));
    const result = fetchAd({ url: URL_, fetch, clock, signal: controller.signal });
    await settle();
    expect(clock.pending()).toBe(1); // the retry delay
    controller.abort();
    await clock.runAll();
    expect(await result).toEqual({ status: 'failed', attempts: 1, reason: 'aborted' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('an already aborted signal makes no request', async () => {
    const fetch = feed(async () => reply(VALID));
    const { result } = await drive(fetch, { signal: AbortSignal.abort() });
    expect(result).toEqual({ status: 'failed', attempts: 0, reason: 'aborted' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('never throws, even when fetch throws synchronously', async () => {
    const fetch = vi.fn<FeedFetch>(() => {
      throw new Error('sync');
    });
    expect((await drive(fetch, { maxRetries: 2 })).result).toEqual({ status: 'failed', attempts: 2, reason: 'network' });
  });
});
