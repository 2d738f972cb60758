import { SEARCH } from '../spec/search';
import { PRODUCT_META } from './indexMarkup';
import { routeOfResultUrl } from './resultUrl';
import type { SearchBackend, SearchHit } from './types';

/** What `result.data()` gives (the fields we read). */
export interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
}

/** The part of Pagefind's browser API (pagefind.js, written by the build) the site uses. */
export interface PagefindApi {
  options(options: { baseUrl?: string; excerptLength?: number }): Promise<void>;
  init(): Promise<void>;
  search(query: string): Promise<{ results: { id: string; data(): Promise<PagefindResultData> }[] } | null>;
}

/** A hit from Pagefind's data: the route the site links, the page title (its H1), the product. */
export const hitOf = (data: PagefindResultData): SearchHit => {
  const href = routeOfResultUrl(data.url);
  return { href, title: data.meta.title || href, product: data.meta[PRODUCT_META] ?? '', excerpt: data.excerpt };
};

/**
 * The dialog's backend over Pagefind. `load(attempt)` fetches the runtime; it is called again
 * after a failure (attempt 1, 2, …), so a retry once back online can succeed.
 */
export function pagefindBackend(load: (attempt: number) => Promise<PagefindApi>, maxResults: number = SEARCH.maxResults): SearchBackend {
  let ready: Promise<PagefindApi> | undefined;
  let attempt = 0;
  let answered = false;
  const api = () => {
    ready ??= load(attempt++).then(async (pagefind) => {
      // Result URLs are site routes ("/material-ui/…"), wherever the index lives.
      await pagefind.options({ baseUrl: '/', excerptLength: SEARCH.excerptWords });
      await pagefind.init();
      return pagefind;
    });
    ready.catch(() => {
      ready = undefined;
    });
    return ready;
  };
  const run = async (query: string): Promise<SearchHit[]> => {
    const pagefind = await api();
    try {
      const found = await pagefind.search(query);
      const data = await Promise.all((found?.results ?? []).slice(0, maxResults).map((r) => r.data()));
      answered = true;
      return data.map(hitOf);
    } catch (error) {
      // Pagefind keeps a failed index load for good: start over with a fresh runtime next time.
      if (!answered) ready = undefined;
      throw error;
    }
  };
  return {
    // An empty query loads the index (entry, WebAssembly, metadata) and finds nothing: a warm-up
    // while the reader types, and an early answer to "is there an index to search?".
    load: async () => {
      await run('');
    },
    search: run,
  };
}

/**
 * Imports Pagefind's runtime from the site at run time (the build writes it; it is not bundled).
 * A retry adds a query: a browser may remember a failed module import under its URL.
 */
export const importPagefind = (url: string) => (attempt: number): Promise<PagefindApi> =>
  import(/* @vite-ignore */ attempt ? `${url}?retry=${attempt}` : url) as Promise<PagefindApi>;
