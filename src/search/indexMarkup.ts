/**
 * How pre-rendered pages are marked for the Pagefind index (site/build/searchIndex.ts). Only
 * elements inside a `data-pagefind-body` are indexed; `data-pagefind-ignore` leaves out UI text
 * inside the article (ad, copy buttons, demo toolbars).
 */

/** The meta key a page carries its product in; results are grouped by it. */
export const PRODUCT_META = 'product';

/** The attribute of a page's own content (also what its Markdown version is made from: site/build/seo/). */
export const SEARCH_BODY_ATTR = 'data-pagefind-body';
/** The attribute of UI text inside the content: left out of search and of the Markdown version. */
export const SEARCH_IGNORE_ATTR = 'data-pagefind-ignore';

/**
 * Marks a page's article for the index, with the product its results are listed under (meta) and
 * a Pagefind filter of the same name, so a search can be narrowed to one product
 * (`pagefind.search(q, { filters: { product: 'Joy UI' } })`, `pagefind.filters()` counts pages per product).
 */
export const searchBodyAttributes = (product: string) =>
  ({ [SEARCH_BODY_ATTR]: '', 'data-pagefind-meta': `${PRODUCT_META}:${product}`, 'data-pagefind-filter': `${PRODUCT_META}:${product}` }) as const;
