/**
 * A fake ad network for the e2e tests, on 127.0.0.1:AD_PORT (default 4191): the network's script
 * (/carbon.js), its feed (/feed.json) with a dozen faults, an ad image, the impression and tracking
 * pixels, a stand-in for Google's gtag.js (/gtag/js, empty), and a control API.
 *
 *   POST /__mode?feed=<case>&script=<case>[&client=<id>]  set what the feed and the script answer
 *   GET  /__stats[?client=<id>]                           hits per path, feed request times, pixel timestamps
 *   POST /__reset[?client=<id>]                           modes back to "ok", stats cleared
 *   GET  /__health
 *
 * Modes and stats belong to a client: the id in an `ad-client/<id>` token of the request's user
 * agent (the ads spec gives every test its own), else the control API's `client` parameter, else
 * "default". Pages without a token (every other spec) share "default", whose modes stay "ok" unless
 * set, so a fault case of one test never reaches another test's page.
 *
 * Every timer is bounded: a "timeout" answer comes after 20 s at most (sooner when the socket
 * closes), the slow drip ends within 8 s. SIGTERM / SIGINT close everything and exit.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import {
  AD_ORIGIN,
  AD_PORT,
  BACKERS_URL,
  DRIP_INTERVAL_MS,
  DRIP_MAX_MS,
  FEED_CASES,
  HTML_FEED,
  HUGE_BYTES,
  JAVASCRIPT_FEED,
  LATE_SCRIPT_MS,
  NO_STATLINK_FEED,
  OK_FEED,
  SCRIPT_CASES,
  SECOND_AD,
  TIMEOUT_HOLD_MS,
  VALID_AD,
  WRONG_TYPES_FEED,
  type FeedCase,
  type ScriptCase,
} from './ad-fixtures/cases';

interface Stats {
  /** Requests per path (control endpoints excluded). */
  counts: Record<string, number>;
  /** Date.now() of each feed request. */
  feedTimes: number[];
  /** The `ts` parameter of each tracking pixel request, as received. */
  pixelTimestamps: string[];
  /** The `ad` parameter of each impression request. */
  impressions: string[];
}
interface Client {
  feed: FeedCase;
  script: ScriptCase;
  stats: Stats;
}

const MAX_CLIENTS = 1000;
const MAX_LIST = 500;
const clients = new Map<string, Client>();
const freshStats = (): Stats => ({ counts: {}, feedTimes: [], pixelTimestamps: [], impressions: [] });

function clientOf(id: string): Client {
  let client = clients.get(id);
  if (!client) {
    if (clients.size >= MAX_CLIENTS) clients.delete(clients.keys().next().value!);
    client = { feed: 'ok', script: 'ok', stats: freshStats() };
    clients.set(id, client);
  }
  return client;
}

const CLIENT_ID = /^[A-Za-z0-9_-]{1,100}$/;
function clientIdOf(req: IncomingMessage, url: URL): string {
  const fromAgent = /\bad-client\/([A-Za-z0-9_-]{1,100})/.exec(String(req.headers['user-agent'] ?? ''))?.[1];
  const fromQuery = url.searchParams.get('client');
  return fromAgent ?? (fromQuery && CLIENT_ID.test(fromQuery) ? fromQuery : 'default');
}

const push = <T>(list: T[], value: T) => list.length < MAX_LIST && list.push(value);

// ---------------------------------------------------------------------------------------------
// Bounded timers, all cleared on shutdown.

const timers = new Set<NodeJS.Timeout>();
function later(fn: () => void, ms: number): NodeJS.Timeout {
  const t = setTimeout(() => {
    timers.delete(t);
    fn();
  }, ms);
  timers.add(t);
  return t;
}
function every(fn: () => void, ms: number): NodeJS.Timeout {
  const t = setInterval(fn, ms);
  timers.add(t);
  return t;
}
function stop(t: NodeJS.Timeout | undefined) {
  if (!t) return;
  clearTimeout(t);
  clearInterval(t);
  timers.delete(t);
}

// ---------------------------------------------------------------------------------------------
// Answers.

const CORS = { 'access-control-allow-origin': '*' };
const NO_STORE = { 'cache-control': 'no-store' };

function send(res: ServerResponse, status: number, type: string, body: string | Buffer, extra: Record<string, string> = CORS) {
  const buf = typeof body === 'string' ? Buffer.from(body) : body;
  res.writeHead(status, { 'content-type': type, 'content-length': String(buf.length), ...NO_STORE, ...extra });
  res.end(buf);
}
const json = (res: ServerResponse, value: unknown, status = 200) => send(res, status, 'application/json; charset=utf-8', JSON.stringify(value));

/** A 1 × 1 transparent GIF. */
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

const AD_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="130" height="100" viewBox="0 0 130 100"><rect width="130" height="100" fill="#3d7be0"/><text x="65" y="56" font-family="sans-serif" font-size="16" fill="#fff" text-anchor="middle">Fake ad</text></svg>`;

/** The network's script: the Carbon markup, built with DOM calls, inserted into the script's own container. */
function carbonScript(mode: ScriptCase): string {
  if (mode === 'script-throws') return `throw new Error('fake ad network: script-throws');\n`;
  const link = mode === 'backers' ? BACKERS_URL : `${AD_ORIGIN}/click?ad=carbon`;
  const config = { link, img: `${AD_ORIGIN}/img/ad.svg`, text: 'Fake network ad: components that ship themselves.', about: `${AD_ORIGIN}/about`, delay: mode === 'late' ? LATE_SCRIPT_MS : 0 };
  return `(function (c) {
  var script = document.currentScript || document.getElementById('_carbonads_js');
  var host = script && script.parentElement;
  if (!host) return;
  function a(href, cls) {
    var el = document.createElement('a');
    el.href = href; el.className = cls; el.target = '_blank'; el.rel = 'noopener sponsored';
    return el;
  }
  function build() {
    var root = document.createElement('div');
    root.id = 'carbonads';
    var outer = document.createElement('span');
    var wrap = document.createElement('span');
    wrap.className = 'carbon-wrap';
    var imgLink = a(c.link, 'carbon-img');
    var img = document.createElement('img');
    img.src = c.img; img.alt = 'ads via Carbon'; img.width = 130; img.height = 100;
    img.setAttribute('border', '0'); img.style.maxWidth = '130px';
    imgLink.appendChild(img);
    var text = a(c.link, 'carbon-text');
    text.textContent = c.text;
    wrap.appendChild(imgLink); wrap.appendChild(text);
    var powered = a(c.about, 'carbon-poweredby');
    powered.textContent = 'ads via Carbon';
    outer.appendChild(wrap); outer.appendChild(powered);
    root.appendChild(outer);
    if (script.parentElement === host) host.insertBefore(root, script); else host.appendChild(root);
  }
  if (c.delay > 0) setTimeout(build, c.delay); else build();
})(${JSON.stringify(config)});\n`;
}

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
async function findClosedPort(): Promise<void> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  closedPort = (probe.address() as AddressInfo).port;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
}

function feed(mode: FeedCase, req: IncomingMessage, res: ServerResponse) {
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

let chats = 0;
const page = (title: string) => `<!doctype html><meta charset="utf-8"><title>${title}</title><h1>${title}</h1>`;

function handle(req: IncomingMessage, res: ServerResponse) {
  const url = new URL(req.url ?? '/', AD_ORIGIN);
  const id = clientIdOf(req, url);
  const path = url.pathname;

  if (req.method === 'OPTIONS') {
    res.writeHead(204, { ...CORS, 'access-control-allow-methods': 'GET, POST', 'access-control-allow-headers': '*', 'access-control-max-age': '600' });
    return res.end();
  }
  if (path === '/__health') return send(res, 200, 'text/plain; charset=utf-8', 'ok');
  if (path === '/__mode' && req.method === 'POST') {
    const feedMode = url.searchParams.get('feed');
    const scriptMode = url.searchParams.get('script');
    if (feedMode !== null && !(FEED_CASES as readonly string[]).includes(feedMode)) return json(res, { error: `unknown feed case ${feedMode}`, cases: FEED_CASES }, 400);
    if (scriptMode !== null && !(SCRIPT_CASES as readonly string[]).includes(scriptMode)) return json(res, { error: `unknown script case ${scriptMode}`, cases: SCRIPT_CASES }, 400);
    const client = clientOf(id);
    if (feedMode !== null) client.feed = feedMode as FeedCase;
    if (scriptMode !== null) client.script = scriptMode as ScriptCase;
    return json(res, { client: id, feed: client.feed, script: client.script });
  }
  if (path === '/__reset' && req.method === 'POST') {
    const client = clientOf(id);
    Object.assign(client, { feed: 'ok', script: 'ok', stats: freshStats() });
    return json(res, { client: id, feed: client.feed, script: client.script });
  }
  if (path === '/__stats') {
    const client = clientOf(id);
    return json(res, { client: id, feed: client.feed, script: client.script, ...client.stats });
  }

  // Stands in for Google's gtag.js (the e2e build's VITE_ANALYTICS_SCRIPT_URL): empty, so the gtag
  // calls stay on window.dataLayer where the analytics tests read them. Not the ad network: not counted.
  if (path === '/gtag/js') return send(res, 200, 'text/javascript; charset=utf-8', '');

  // Stands in for the chat endpoint (the e2e build's VITE_CHAT_ENDPOINT): a demo's code in, a conversation URL out.
  if (path === '/chat' && req.method === 'POST') {
    chats += 1;
    return json(res, { url: `${AD_ORIGIN}/chat/c/${chats}` });
  }
  if (path.startsWith('/chat/c/')) return send(res, 200, 'text/html; charset=utf-8', page('Fake chat conversation'));

  const client = clientOf(id);
  const { stats } = client;
  stats.counts[path] = (stats.counts[path] ?? 0) + 1;

  switch (path) {
    case '/carbon.js':
      if (client.script === 'script-blocked') return send(res, 404, 'text/plain; charset=utf-8', 'blocked');
      return send(res, 200, 'text/javascript; charset=utf-8', carbonScript(client.script));
    case '/feed.json':
      push(stats.feedTimes, Date.now());
      return feed(client.feed, req, res);
    case '/img/ad.svg':
      return send(res, 200, 'image/svg+xml', AD_SVG);
    case '/pixel.gif':
      push(stats.pixelTimestamps, url.searchParams.get('ts') ?? '');
      return send(res, 200, 'image/gif', GIF);
    case '/impression.gif':
      push(stats.impressions, url.searchParams.get('ad') ?? '');
      return send(res, 200, 'image/gif', GIF);
    case '/click':
    case '/about':
      return send(res, 200, 'text/html; charset=utf-8', page(`Fake ad network ${path.slice(1)}`));
    default:
      return send(res, 404, 'text/plain; charset=utf-8', 'not found');
  }
}

// ---------------------------------------------------------------------------------------------

const sockets = new Set<Socket>();
const server = createServer((req, res) => {
  try {
    handle(req, res);
  } catch (error) {
    if (!res.headersSent) send(res, 500, 'text/plain; charset=utf-8', String(error));
    else res.destroy();
  }
});
server.on('connection', (socket) => {
  sockets.add(socket);
  socket.on('close', () => sockets.delete(socket));
});

await findClosedPort();
server.listen(AD_PORT, '127.0.0.1', () => console.log(`Fake ad network on http://127.0.0.1:${AD_PORT} (redirects to closed port ${closedPort})`));

function shutdown() {
  for (const t of timers) stop(t);
  for (const socket of sockets) socket.destroy();
  server.close(() => process.exit(0));
  // Never linger: exit even if close hangs.
  setTimeout(() => process.exit(0), 1000).unref();
}
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
