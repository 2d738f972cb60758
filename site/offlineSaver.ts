import { QueueStop, runQueue } from '../src/sw/downloadQueue';
import { nextFileBlocker, type NavigatorLike } from '../src/sw/downloadPolicy';
import { allEntries, entriesToFetch, REVISION_LENGTH, totalBytes, type OfflineEntry, type OfflineList } from '../src/sw/offlineList';
import { offlineCacheName, REVISION_HEADER, type OfflineCommand, type OfflineProgress, type PauseReason } from '../src/sw/offlineProtocol';

/** What the worker gives the saver (site/sw.ts); every other API it uses exists in windows too. */
export interface SaverEnv {
  /** The worker's build (src/sw/pageCache.ts manifestVersion). */
  version: string;
  /** The list this worker was built with (precached with it). */
  list(): Promise<OfflineList>;
  /** The worker's precache holds this URL already. */
  precached(url: string): boolean;
  broadcast(progress: OfflineProgress): void;
  navigator: NavigatorLike;
  /** The server answered with another build than this worker's: look for the new worker. */
  onNewerBuild(): void;
}

const hex = (buffer: ArrayBuffer) => Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');

/** Downloads one listed file, checks it is this build's (its hash) and saves it with its revision. */
async function save(cache: Cache, entry: OfflineEntry, signal: AbortSignal): Promise<void> {
  let response: Response;
  try {
    response = await fetch(entry.url, { credentials: 'same-origin', cache: 'no-cache', signal });
  } catch {
    throw new QueueStop('offline');
  }
  // A listed file the server no longer has, or other bytes: the server runs a newer build.
  if (response.status === 404) throw new QueueStop('update');
  if (!response.ok) throw new QueueStop('failed', `${entry.url}: HTTP ${response.status}`);
  const body = await response.arrayBuffer().catch(() => {
    throw new QueueStop('offline');
  });
  if (hex(await crypto.subtle.digest('SHA-256', body)).slice(0, REVISION_LENGTH) !== entry.revision) throw new QueueStop('update');
  const headers = new Headers(response.headers);
  headers.set(REVISION_HEADER, entry.revision);
  try {
    await cache.put(entry.url, new Response(body, { status: 200, statusText: 'OK', headers }));
  } catch (error) {
    throw new QueueStop(error instanceof DOMException && error.name === 'QuotaExceededError' ? 'storage' : 'failed');
  }
}

/**
 * The worker side of "Available offline": saves this build's list into this build's cache in the
 * background (two files at a time), resumes from what is saved, stops on the data saver or when
 * asked, and reports every step to the open pages.
 */
export function createOfflineSaver(env: SaverEnv) {
  const cacheName = offlineCacheName(env.version);
  let running: Promise<void> | undefined;
  let stopRequested: 'pause' | 'clear' | undefined;
  /** Read through a call: a command changes it while a run awaits. */
  const stopping = () => stopRequested;
  let abort = new AbortController();
  let last: OfflineProgress | undefined;

  const report = (progress: Omit<OfflineProgress, 'type'>) => {
    last = { type: 'OFFLINE_PROGRESS', ...progress };
    env.broadcast(last);
  };

  /** Where saving stands: what the cache holds of the list (opening no cache when there is none). */
  async function measure() {
    const list = await env.list();
    const entries = allEntries(list);
    const own = entries.filter((entry) => !env.precached(entry.url));
    const saved = new Map<string, string>();
    if (await caches.has(cacheName)) {
      const cache = await caches.open(cacheName);
      await Promise.all(
        own.map(async (entry) => {
          const revision = (await cache.match(entry.url))?.headers.get(REVISION_HEADER);
          if (revision) saved.set(entry.url, revision);
        }),
      );
    }
    const missing = entriesToFetch(own, { precached: env.precached, revisionOf: (url) => saved.get(url) });
    return { missing, total: own.length, pages: list.pages.length, totalBytes: totalBytes(entries) };
  }

  async function run() {
    const { missing, total, pages, totalBytes: bytes } = await measure();
    let done = total - missing.length;
    const progress = (state: OfflineProgress['state'], reason?: PauseReason) => report({ state, ...(reason ? { reason } : {}), done, total, pages, totalBytes: bytes });
    if (stopping() === 'clear') return;
    progress(missing.length ? 'saving' : 'done');
    if (!missing.length) return;
    const cache = await caches.open(cacheName);
    const signal = abort.signal;
    const result = await runQueue(
      missing,
      async (entry) => {
        await save(cache, entry, signal);
        done += 1;
        progress('saving');
      },
      { shouldStop: () => nextFileBlocker(env.navigator, stopping()) },
    );
    if (stopping() === 'clear') return;
    if (!result.stopped) return progress('done');
    // Stopped between files: by the data saver, seen here or by a page ("pause").
    const reason = result.reason === 'stopped' || result.reason === 'saveData' ? 'saveData' : (result.reason as PauseReason);
    progress('paused', reason);
    if (reason === 'update') env.onNewerBuild();
  }

  let clearing: Promise<void> | undefined;
  const commands: Record<OfflineCommand, () => Promise<void>> = {
    // Synchronous up to the run: a command the next message brings sees it running.
    start() {
      if (clearing) return clearing.then(commands.start);
      // A run that is stopping ends before a new one starts from what it saved.
      if (running && stopRequested) return running.then(commands.start);
      stopRequested = undefined;
      running ??= run()
        .catch(() => {
          const { done = 0, total = 0, pages = 0, totalBytes: bytes = 0 } = last ?? {};
          report({ state: 'paused', reason: 'failed', done, total, pages, totalBytes: bytes });
        })
        .finally(() => {
          running = undefined;
        });
      return running;
    },
    async pause() {
      stopRequested = 'pause';
      await running;
    },
    async clear() {
      stopRequested = 'clear';
      abort.abort();
      const cleared = (clearing ??= (async () => {
        await running;
        abort = new AbortController();
        await caches.delete(cacheName);
        last = undefined;
        report({ state: 'cleared', done: 0, total: 0, pages: 0, totalBytes: 0 });
      })().finally(() => {
        clearing = undefined;
      }));
      await cleared;
    },
    async status() {
      if (last) return env.broadcast(last);
      const { missing, total, pages, totalBytes: bytes } = await measure();
      report({ state: missing.length ? 'idle' : 'done', done: total - missing.length, total, pages, totalBytes: bytes });
    },
  };

  return {
    cacheName,
    /** Runs a page's command; the promise lasts as long as the work it started (for waitUntil). */
    handle: (command: OfflineCommand): Promise<void> => commands[command](),
  };
}
