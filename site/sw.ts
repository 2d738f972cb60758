/// <reference lib="webworker" />
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { manifestVersion, pagesCacheName, pageToCache, stalePageCaches } from '../src/sw/pageCache';
import { SKIP_WAITING } from '../src/sw/updatePolicy';
import { STORYBOOK_HREF } from '../src/config/storybook';

/**
 * The docs' service worker (spec §4): the shell, the page chunks, the fonts and the search index
 * are precached; every page read online is kept in a per-build cache for offline reading.
 */
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: { url: string; revision: string | null }[] };

const manifest = self.__WB_MANIFEST;
const version = manifestVersion(manifest);
const pagesCache = pagesCacheName(version);
const OFFLINE_PAGE = '/offline.html';

precacheAndRoute(manifest);
cleanupOutdatedCaches();

const pages = new NetworkFirst({ cacheName: pagesCache, networkTimeoutSeconds: 4 });

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

self.addEventListener('message', (event) => {
  if (event.data === SKIP_WAITING) {
    void self.skipWaiting();
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
      await Promise.all(stalePageCaches(await caches.keys(), version).map((name) => caches.delete(name)));
      await self.clients.claim();
    })(),
  );
});
