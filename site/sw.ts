/// <reference lib="webworker" />
import { cleanupOutdatedCaches, getCacheKeyForURL, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core';
import { manifestVersion, pagesCacheName, pageToCache, staleBuildCaches } from '../src/sw/pageCache';
import { SKIP_WAITING } from '../src/sw/updatePolicy';
import { STORYBOOK_HREF } from '../src/config/storybook';
import { OFFLINE_LIST_URL, parseOfflineList } from '../src/sw/offlineList';
import { OFFLINE_CHANNEL, offlineCommandOf } from '../src/sw/offlineProtocol';
import { createOfflineSaver } from './offlineSaver';

/**
 * The docs' service worker (spec §4): the shell, the page chunks, the fonts and the search index
 * are precached; every page read online is kept in a per-build cache for offline reading. With
 * "Available offline" on, every other page and file of this build is saved too (site/offlineSaver.ts).
 */
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: { url: string; revision: string | null }[] };

const manifest = self.__WB_MANIFEST;
const version = manifestVersion(manifest);
const pagesCache = pagesCacheName(version);
const OFFLINE_PAGE = '/offline.html';

// Pagefind asks for its entry file with a cache-busting `?ts=`: the precache answers with this
// build's, the one that matches this worker's pages (and the only one there is offline).
precacheAndRoute(manifest, { ignoreURLParametersMatching: [/^utm_/, /^fbclid$/, /^ts$/] });
cleanupOutdatedCaches();

const channel = new BroadcastChannel(OFFLINE_CHANNEL);
const saver = createOfflineSaver({
  version,
  async list() {
    const response = await matchPrecache(OFFLINE_LIST_URL);
    if (!response) throw new Error(`${OFFLINE_LIST_URL} is not in the precache.`);
    return parseOfflineList(await response.json());
  },
  precached: (url) => getCacheKeyForURL(url) !== undefined,
  broadcast: (progress) => channel.postMessage(progress),
  navigator: self.navigator as WorkerNavigator & { connection?: { saveData?: boolean } },
  onNewerBuild: () => void self.registration.update().catch(() => undefined),
});

/** What this build saved for offline reading answers when the network and the read pages' cache do not. */
const savedForOffline: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse, request }) =>
    cachedResponse ?? (await caches.match(request, { cacheName: saver.cacheName, ignoreSearch: true })) ?? null,
};
const pages = new NetworkFirst({ cacheName: pagesCache, networkTimeoutSeconds: 4, plugins: [savedForOffline] });

async function offlineFallback(): Promise<Response> {
  return (await matchPrecache(OFFLINE_PAGE)) ?? Response.error();
}

// Pages: the network first (a reader online always gets the newest build), this build's copy offline.
// Storybook's pages (/storybook/, its iframe) are not docs pages: they go to the network untouched.
registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        const response = await pages.handle(options);
        return response ?? (await offlineFallback());
      } catch {
        return offlineFallback();
      }
    },
    { denylist: [new RegExp(`^${STORYBOOK_HREF.slice(0, -1)}(/|$)`)] },
  ),
);

// Files saved for offline reading that the precache does not hold: from the saved copy, else the
// network (never stored from here: the saver alone writes that cache, each file checked).
registerRoute(
  ({ request, url, sameOrigin }) => sameOrigin && request.mode !== 'navigate' && /^\/(assets|static|icons|pagefind)\//.test(url.pathname),
  new CacheFirst({ cacheName: saver.cacheName, matchOptions: { ignoreSearch: true }, plugins: [{ cacheWillUpdate: async () => null }] }),
);

self.addEventListener('message', (event) => {
  if (event.data === SKIP_WAITING) {
    void self.skipWaiting();
    return;
  }
  const command = offlineCommandOf(event.data);
  if (command) {
    event.waitUntil(saver.handle(command).catch(() => undefined));
    return;
  }
  const url = pageToCache(event.data, self.location.origin);
  if (!url) return;
  event.waitUntil(
    (async () => {
      const cache = await caches.open(pagesCache);
      if (await cache.match(url)) return;
      const response = await fetch(url, { credentials: 'same-origin' });
      if (response.ok && response.headers.get('content-type')?.includes('text/html')) await cache.put(url, response);
    })().catch(() => undefined), // Offline or gone: the page is simply not kept.
  );
});

self.addEventListener('activate', (event) => {
  // A page of the previous build is never shown once this one is active.
  event.waitUntil(
    (async () => {
      await Promise.all(staleBuildCaches(await caches.keys(), version).map((name) => caches.delete(name)));
      await self.clients.claim();
    })(),
  );
});
