import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { RateLimitOptions } from '../../src/feedback/rateLimit';
import { createApp } from '../../site/server/app';
import { openFeedbackStore, type FeedbackStore } from '../../site/server/feedbackStore';

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The body as sent (still compressed when content-encoding says so). */
  raw: Buffer;
  text: string;
}

/**
 * One raw HTTP/1.1 request, nothing added or decoded: the test sees exactly what the server
 * sent. `chunked` sends the body without a content-length.
 */
export function send(origin: string, method: string, url: string, { headers = {}, body, chunked = false }: { headers?: Record<string, string>; body?: string | Buffer; chunked?: boolean } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    // The host is always the server's: a path like "//evil.example/" must not pick another one.
    const target = new URL(origin);
    const req = httpRequest({ host: target.hostname, port: target.port, method, path: url, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        resolve({ status: res.statusCode ?? 0, headers: res.headers, raw, text: raw.toString('utf8') });
      });
      res.on('error', reject);
    });
    // The server may answer (413) and close before the whole body is written: the answer still counts.
    req.on('error', reject);
    if (body !== undefined && !chunked) req.setHeader('content-length', Buffer.byteLength(body));
    if (body !== undefined) req.write(body);
    req.end();
  });
}

export const postJson = (origin: string, value: unknown, headers: Record<string, string> = {}) =>
  send(origin, 'POST', '/api/feedback', { headers: { 'content-type': 'application/json', ...headers }, body: typeof value === 'string' ? value : JSON.stringify(value) });

export interface Running {
  app: FastifyInstance;
  store: FeedbackStore;
  origin: string;
  close(): Promise<void>;
}

/** The real server on 127.0.0.1, an ephemeral port, over `siteDir`, storing in `db` (a file, or a store already open). */
export async function startServer(siteDir: string, db: string | FeedbackStore, rateLimit?: RateLimitOptions): Promise<Running> {
  const store = typeof db === 'string' ? openFeedbackStore(db) : db;
  const app = await createApp({ siteDir, store, rateLimit });
  const origin = await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, store, origin, close: () => app.close() };
}

export const tempDb = async () => path.join(await mkdtemp(path.join(tmpdir(), 'feedback-db-')), 'nested', 'feedback.sqlite');

/** Generous enough that the hostile cases are judged on their content, not counted out. */
export const NO_FLOOD_LIMIT: RateLimitOptions = { max: 1000, windowMs: 60_000, maxClients: 100 };
