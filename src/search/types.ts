/** One page the search found, ready to show. */
export interface SearchHit {
  /** The page's route, as the site links it (no trailing slash). */
  href: string;
  title: string;
  /** The product the page documents: the group it is listed under ('' when unknown). */
  product: string;
  /** Pagefind's excerpt: page text with <mark> around the matched words (see excerpt.ts). */
  excerpt: string;
}

/**
 * What the search dialog needs from a search engine. The site wraps Pagefind (pagefind.ts);
 * stories and tests pass a fake.
 */
export interface SearchBackend {
  /** Loads the engine and its index; rejects when they cannot be loaded (offline, not built). */
  load(): Promise<void>;
  /** The best hits for a query, best first. */
  search(query: string): Promise<SearchHit[]>;
}
