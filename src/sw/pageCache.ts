import { OFFLINE_CACHE_PREFIX } from './offlineProtocol';

/** Runtime caching of pages read online, so they can be read again offline (site/sw.ts). */

/** Caches of pages belong to one build: a new worker never serves a page of the old one. */
export const PAGES_CACHE_PREFIX = 'docs-pages-';

export const pagesCacheName = (version: string): string => `${PAGES_CACHE_PREFIX}${version}`;

/**
 * The caches to delete when the worker of `version` activates: pages read and files saved for
 * offline reading (src/sw/offlineProtocol.ts) under any other build.
 */
export const staleBuildCaches = (cacheNames: readonly string[], version: string): string[] =>
  cacheNames.filter((name) =>
    [PAGES_CACHE_PREFIX, OFFLINE_CACHE_PREFIX].some((prefix) => name.startsWith(prefix) && name !== `${prefix}${version}`),
  );

/** A page asks the worker to keep a copy of a page it has shown (the first visit is not fetched through the worker). */
export interface CachePageMessage {
  type: 'CACHE_PAGE';
  url: string;
}

/** Only same-origin pages of the site, never API calls or other origins. */
export function pageToCache(message: unknown, origin: string): string | undefined {
  if (typeof message !== 'object' || message === null) return undefined;
  const { type, url } = message as Partial<CachePageMessage>;
  if (type !== 'CACHE_PAGE' || typeof url !== 'string' || url.length > 2048) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(url, origin);
  } catch {
    return undefined;
  }
  if (parsed.origin !== origin || parsed.pathname.startsWith('/api/') || parsed.pathname.startsWith('/pagefind/')) return undefined;
  return `${parsed.origin}${parsed.pathname}`;
}

/** A short, stable version of the precache list: the build this worker belongs to. */
export function manifestVersion(entries: readonly { url: string; revision?: string | null }[]): string {
  let hash = 0x811c9dc5;
  for (const { url, revision } of entries) {
    for (const ch of `${url}@${revision ?? ''};`) {
      hash ^= ch.charCodeAt(0);
      hash = Math.imul(hash, 0x01000193) >>> 0;
    }
  }
  return hash.toString(36);
}
