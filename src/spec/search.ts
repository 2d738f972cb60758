/** Site search (issue 5, item 7): how many results, and the timings that keep the dialog calm. */
export const SEARCH = {
  /** Results shown for a query: Pagefind's best ones, loaded one fragment each. */
  maxResults: 10,
  /** Typing pause before a query is sent: short, since the index is local once loaded. */
  debounceMs: 100,
  /** A query answered faster than this shows no loading indicator (no flash on every keystroke). */
  slowAfterMs: 150,
  /** Words of page text around the matches in each result. */
  excerptWords: 24,
} as const;
