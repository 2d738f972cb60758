import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createOfflineSaver } from '../../../site/offlineSaver';
import { REVISION_LENGTH, type OfflineEntry, type OfflineList } from '../../../src/sw/offlineList';
import { offlineCacheName, REVISION_HEADER, type OfflineProgress } from '../../../src/sw/offlineProtocol';

const ORIGIN = 'http://127.0.0.1:4380';
const pathOf = (request: RequestInfo | URL) => new URL(typeof request === 'string' ? request : request instanceof URL ? request.href : request.url, ORIGIN).pathname;
const revisionOf = (body: string) => createHash('sha256').update(body).digest('hex').slice(0, REVISION_LENGTH);

/** Cache Storage in memory, with a quota the test can use up. */
function fakeCaches() {
  const stores = new Map<string, Map<string, Response>>();
  let full = false;
  const cacheOf = (store: Map<string, Response>) => ({
    match: async (request: RequestInfo | URL) => store.get(pathOf(request))?.clone(),
    put: async (request: RequestInfo | URL, response: Response) => {
      if (full) throw new DOMException('full', 'QuotaExceededError');
      store.set(pathOf(request), response);
    },
  });
  const storage = {
    has: async (name: string) => stores.has(name),
    open: async (name: string) => {
      if (!stores.has(name)) stores.set(name, new Map());
      return cacheOf(stores.get(name)!);
    },
    delete: async (name: string) => stores.delete(name),
  };
  return { storage, stores, fill: () => (full = true) };
}

/** The site on the network: each path's body; the test can cut it or change a file. */
function fakeServer(files: Record<string, string>) {
  let online = true;
  let inFlight = 0;
  let peak = 0;
  const fetched: string[] = [];
  const fetch = vi.fn(async (url: RequestInfo | URL) => {
    const path = pathOf(url);
    if (!online) throw new TypeError('Failed to fetch');
    fetched.push(path);
    inFlight += 1;
    peak = Math.max(peak, inFlight);
    await new Promise((resolve) => setTimeout(resolve, 1));
    inFlight -= 1;
    const body = files[path];
    return body === undefined ? new Response('gone', { status: 404 }) : new Response(body, { headers: { 'content-type': 'text/html' } });
  });
  return { fetch, fetched, files, peak: () => peak, cut: () => (online = false), restore: () => (online = true) };
}

const FILES: Record<string, string> = {
  '/a': '<h1>A</h1>',
  '/b': '<h1>B</h1>',
  '/c': '<h1>C</h1>',
  '/d': '<h1>D</h1>',
  '/assets/app.js': 'console.log(1)',
  '/pagefind/pagefind.js': 'search',
};
const entry = (url: string): OfflineEntry => ({ url, revision: revisionOf(FILES[url]!), size: FILES[url]!.length });
const LIST: OfflineList = { pages: ['/a', '/b', '/c', '/d'].map(entry), files: ['/assets/app.js', '/pagefind/pagefind.js'].map(entry) };

let cachesFake: ReturnType<typeof fakeCaches>;
let server: ReturnType<typeof fakeServer>;
let reports: OfflineProgress[];
let connection: { saveData: boolean };
let newerBuild: ReturnType<typeof vi.fn<() => void>>;

beforeEach(() => {
  cachesFake = fakeCaches();
  server = fakeServer({ ...FILES });
  reports = [];
  connection = { saveData: false };
  newerBuild = vi.fn<() => void>();
  vi.stubGlobal('caches', cachesFake.storage);
  vi.stubGlobal('fetch', server.fetch);
});
afterEach(() => vi.unstubAllGlobals());

const saver = () =>
  createOfflineSaver({
    version: 'v1',
    list: async () => LIST,
    precached: (url) => url === '/pagefind/pagefind.js',
    broadcast: (progress) => reports.push(progress),
    navigator: { connection },
    onNewerBuild: newerBuild,
  });
const saved = () => [...(cachesFake.stores.get(offlineCacheName('v1'))?.keys() ?? [])].sort();
const last = () => reports.at(-1);
const totalBytes = Object.values(FILES).reduce((sum, body) => sum + body.length, 0);

describe('the worker saving the site for offline reading', () => {
  it('saves every listed file the precache lacks, two at a time, each with its revision, and says so', async () => {
    const s = saver();
    await s.handle('start');
    expect(saved()).toEqual(['/a', '/assets/app.js', '/b', '/c', '/d']);
    expect(server.fetched).not.toContain('/pagefind/pagefind.js');
    expect(server.peak()).toBe(2);
    const cache = await cachesFake.storage.open(offlineCacheName('v1'));
    expect((await cache.match('/b'))?.headers.get(REVISION_HEADER)).toBe(entry('/b').revision);
    expect(await (await cache.match('/b'))?.text()).toBe('<h1>B</h1>');
    expect(reports.map((r) => `${r.state} ${r.done}/${r.total}`)).toEqual(['saving 0/5', 'saving 1/5', 'saving 2/5', 'saving 3/5', 'saving 4/5', 'saving 5/5', 'done 5/5']);
    expect(last()).toMatchObject({ pages: 4, totalBytes });
  });

  it('resumes: a new start fetches only what is missing or from another revision', async () => {
    const cache = await cachesFake.storage.open(offlineCacheName('v1'));
    await cache.put('/a', new Response(FILES['/a'], { headers: { [REVISION_HEADER]: entry('/a').revision } }));
    await cache.put('/b', new Response('<h1>old B</h1>', { headers: { [REVISION_HEADER]: 'f'.repeat(REVISION_LENGTH) } }));
    await saver().handle('start');
    expect(server.fetched.sort()).toEqual(['/assets/app.js', '/b', '/c', '/d']);
    expect(reports[0]).toMatchObject({ state: 'saving', done: 1, total: 5 });
    expect(last()).toMatchObject({ state: 'done', done: 5 });
    // Everything saved: the next start fetches nothing.
    server.fetched.length = 0;
    await saver().handle('start');
    expect(server.fetched).toEqual([]);
    expect(last()).toMatchObject({ state: 'done', done: 5, total: 5 });
  });

  it('the network gone: paused, what was saved stays, and the next start goes on from there', async () => {
    const s = saver();
    server.fetch.mockImplementationOnce(async () => new Response(FILES['/a'])).mockImplementationOnce(async () => {
      throw new TypeError('Failed to fetch');
    });
    await s.handle('start');
    expect(last()).toMatchObject({ state: 'paused', reason: 'offline' });
    const before = saved();
    expect(before.length).toBeLessThan(5);
    await s.handle('start');
    expect(last()).toMatchObject({ state: 'done', done: 5 });
  });

  it('other bytes than the list says (the server runs a newer build): stops, never saves them, looks for the new worker', async () => {
    server.files['/c'] = '<h1>C of build v2</h1>';
    await saver().handle('start');
    expect(last()).toMatchObject({ state: 'paused', reason: 'update' });
    expect(saved()).not.toContain('/c');
    expect(newerBuild).toHaveBeenCalledTimes(1);
    // A listed file the server no longer has means the same.
    server.files['/c'] = FILES['/c']!;
    delete server.files['/assets/app.js'];
    await saver().handle('start');
    expect(last()).toMatchObject({ state: 'paused', reason: 'update' });
    expect(saved()).toContain('/c');
    expect(saved()).not.toContain('/assets/app.js');
    expect(newerBuild).toHaveBeenCalledTimes(2);
  });

  it('data saver turned on mid-way: no new file starts, paused with that reason', async () => {
    server.fetch.mockImplementationOnce(async () => {
      connection.saveData = true;
      return new Response(FILES['/a']);
    });
    await saver().handle('start');
    expect(last()).toMatchObject({ state: 'paused', reason: 'saveData' });
    expect(server.fetch.mock.calls.length).toBeLessThanOrEqual(2);
  });

  it('a page asks to pause (data saver seen there): the run ends after the files in flight', async () => {
    const s = saver();
    const run = s.handle('start');
    await new Promise((resolve) => setTimeout(resolve, 0)); // two files in flight
    await s.handle('pause');
    await run;
    expect(last()).toMatchObject({ state: 'paused', reason: 'saveData' });
    expect(server.fetched).toHaveLength(2);
    expect(saved()).toHaveLength(2);
  });

  it('a full device: stopped with "storage"', async () => {
    cachesFake.fill();
    await saver().handle('start');
    expect(last()).toMatchObject({ state: 'paused', reason: 'storage' });
  });

  it('turned off: stops and deletes everything it saved', async () => {
    const s = saver();
    const run = s.handle('start');
    await s.handle('clear');
    await run;
    expect(cachesFake.stores.has(offlineCacheName('v1'))).toBe(false);
    expect(last()).toMatchObject({ state: 'cleared' });
    expect(server.fetched.length).toBeLessThanOrEqual(2);
    // And on again: from the start.
    await s.handle('start');
    expect(saved()).toHaveLength(5);
  });

  it('status: where it stands, without creating a cache when nothing was saved', async () => {
    await saver().handle('status');
    expect(last()).toMatchObject({ state: 'idle', done: 0, total: 5 });
    expect(cachesFake.stores.size).toBe(0);
  });
});
