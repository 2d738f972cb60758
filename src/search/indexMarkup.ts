/**
 * How pre-rendered pages are marked for the Pagefind index (site/build/searchIndex.ts). Only
 * elements inside a `data-pagefind-body` are indexed; `data-pagefind-ignore` leaves out UI text
 * inside the article (ad, copy buttons, demo toolbars).
 */

/** The meta key a page carries its product in; results are grouped by it. */
export const PRODUCT_META = 'product';

/** Marks a page's article for the index, with the product its results are listed under. */
export const searchBodyAttributes = (product: string) => ({ 'data-pagefind-body': '', 'data-pagefind-meta': `${PRODUCT_META}:${product}` }) as const;
