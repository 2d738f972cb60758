/** The fake ad network's feed (/feed.json) in each of its cases (tests/e2e/ad-fixtures/cases.ts). */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  DRIP_INTERVAL_MS,
  DRIP_MAX_MS,
  HTML_FEED,
  HUGE_BYTES,
  JAVASCRIPT_FEED,
  NO_STATLINK_FEED,
  OK_FEED,
  SECOND_AD,
  TIMEOUT_HOLD_MS,
  VALID_AD,
  WRONG_TYPES_FEED,
  type FeedCase,
} from './cases';
import { CORS, NO_STORE, every, json, later, send, stop } from './networkHttp';

let hugeBody: string | undefined;
/** ≥ 2 MB of well-formed JSON whose first ad is valid: only its size is wrong. */
function huge(): string {
  if (hugeBody) return hugeBody;
  const parts = [JSON.stringify(VALID_AD)];
  const filler = JSON.stringify({ ...SECOND_AD, description: `${SECOND_AD.description} ${'padding '.repeat(100)}` });
  let size = parts[0]!.length;
  while (size < HUGE_BYTES) {
    parts.push(filler);
    size += filler.length + 1;
  }
  hugeBody = `{"ads":[${parts.join(',')}]}`;
  return hugeBody;
}

/** A port nothing listens on (taken from the OS, then released), for the redirect case. */
let closedPort = 9;
export async function findClosedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  closedPort = (probe.address() as AddressInfo).port;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return closedPort;
}

export function feed(mode: FeedCase, req: IncomingMessage, res: ServerResponse) {
  const ok = JSON.stringify(OK_FEED);
  switch (mode) {
    case 'ok':
      return json(res, OK_FEED);
    case '500':
      return json(res, { error: 'internal server error' }, 500);
    case 'timeout': {
      // Held open; answers 504 after 20 s at most, or gives up as soon as the client goes away.
      const t = later(() => json(res, { error: 'gateway timeout' }, 504), TIMEOUT_HOLD_MS);
      res.on('close', () => stop(t));
      return;
    }
    case 'malformed-json':
      return send(res, 200, 'application/json; charset=utf-8', `{"ads":[{"statlink":"${VALID_AD.statlink}","description":"cut off here`);
    case 'empty-list':
      return json(res, { ads: [] });
    case 'no-statlink':
      return json(res, NO_STATLINK_FEED);
    case 'html-in-fields':
      return json(res, HTML_FEED);
    case 'javascript-link':
      return json(res, JAVASCRIPT_FEED);
    case 'huge':
      return send(res, 200, 'application/json; charset=utf-8', huge());
    case 'huge-chunked': {
      // No content-length: a client that trusts the header alone does not see the size coming.
      const body = Buffer.from(huge());
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', ...NO_STORE, ...CORS });
      const CHUNK = 64 * 1024;
      for (let i = 0; i < body.length; i += CHUNK) res.write(body.subarray(i, i + CHUNK));
      res.end();
      return;
    }
    case 'slow-drip': {
      // The valid feed, a few bytes every 200 ms; all sent by ~6 s, the response ends by 8 s at most.
      const body = Buffer.from(ok);
      const steps = Math.floor((DRIP_MAX_MS - 2000) / DRIP_INTERVAL_MS);
      const size = Math.ceil(body.length / steps);
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', ...NO_STORE, ...CORS });
      let offset = 0;
      const finish = () => {
        stop(tick);
        stop(deadline);
        if (!res.writableEnded && !res.destroyed) res.end();
      };
      const tick = every(() => {
        if (res.destroyed) return finish();
        res.write(body.subarray(offset, offset + size));
        offset += size;
        if (offset >= body.length) finish();
      }, DRIP_INTERVAL_MS);
      const deadline = later(finish, DRIP_MAX_MS);
      res.on('close', finish);
      return;
    }
    case 'redirect':
      res.writeHead(302, { location: `http://127.0.0.1:${closedPort}/feed.json`, 'content-length': '0', ...NO_STORE, ...CORS });
      return res.end();
    case 'redirect-data':
      res.writeHead(302, { location: `data:application/json,${encodeURIComponent(ok)}`, 'content-length': '0', ...NO_STORE, ...CORS });
      return res.end();
    case 'wrong-content-type':
      return send(res, 200, 'text/html; charset=utf-8', ok);
    case 'network-error':
      req.socket.destroy();
      return;
    case 'no-cors':
      return send(res, 200, 'application/json; charset=utf-8', ok, {});
    case 'json-null':
      return send(res, 200, 'application/json; charset=utf-8', 'null');
    case 'wrong-types':
      return json(res, WRONG_TYPES_FEED);
  }
}
