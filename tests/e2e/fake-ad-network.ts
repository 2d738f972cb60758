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
 *
 * The feed's cases are in ad-fixtures/feedAnswers.ts, the script in ad-fixtures/carbonScript.ts, the
 * headers, body sender and bounded timers in ad-fixtures/networkHttp.ts.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { AD_ORIGIN, AD_PORT, FEED_CASES, SCRIPT_CASES, type FeedCase, type ScriptCase } from './ad-fixtures/cases';
import { carbonScript } from './ad-fixtures/carbonScript';
import { feed, findClosedPort } from './ad-fixtures/feedAnswers';
import { CORS, json, send, stopAll } from './ad-fixtures/networkHttp';

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

/** A 1 × 1 transparent GIF. */
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

const AD_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="130" height="100" viewBox="0 0 130 100"><rect width="130" height="100" fill="#3d7be0"/><text x="65" y="56" font-family="sans-serif" font-size="16" fill="#fff" text-anchor="middle">Fake ad</text></svg>`;

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

const closedPort = await findClosedPort();
server.listen(AD_PORT, '127.0.0.1', () => console.log(`Fake ad network on http://127.0.0.1:${AD_PORT} (redirects to closed port ${closedPort})`));

function shutdown() {
  stopAll();
  for (const socket of sockets) socket.destroy();
  server.close(() => process.exit(0));
  // Never linger: exit even if close hangs.
  setTimeout(() => process.exit(0), 1000).unref();
}
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
