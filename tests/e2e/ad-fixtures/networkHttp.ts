/**
 * What the fake ad network (tests/e2e/fake-ad-network.ts) answers with: its headers, a body sender,
 * and timers that are all bounded and cleared on shutdown.
 */
import type { ServerResponse } from 'node:http';

const timers = new Set<NodeJS.Timeout>();

export function later(fn: () => void, ms: number): NodeJS.Timeout {
  const t = setTimeout(() => {
    timers.delete(t);
    fn();
  }, ms);
  timers.add(t);
  return t;
}
export function every(fn: () => void, ms: number): NodeJS.Timeout {
  const t = setInterval(fn, ms);
  timers.add(t);
  return t;
}
export function stop(t: NodeJS.Timeout | undefined) {
  if (!t) return;
  clearTimeout(t);
  clearInterval(t);
  timers.delete(t);
}

/** Every timer still pending stopped (the network's shutdown). */
export function stopAll() {
  for (const t of timers) stop(t);
}

export const CORS = { 'access-control-allow-origin': '*' };
export const NO_STORE = { 'cache-control': 'no-store' };

export function send(res: ServerResponse, status: number, type: string, body: string | Buffer, extra: Record<string, string> = CORS) {
  const buf = typeof body === 'string' ? Buffer.from(body) : body;
  res.writeHead(status, { 'content-type': type, 'content-length': String(buf.length), ...NO_STORE, ...extra });
  res.end(buf);
}
export const json = (res: ServerResponse, value: unknown, status = 200) => send(res, status, 'application/json; charset=utf-8', JSON.stringify(value));
