/** What the page script reads about the page: analytics' page_view fields (spec §7). */
export interface PageData {
  path: string;
  productId: string;
  productCategoryId: string;
}

/** The id of the JSON block the pre-render writes with the page's analytics fields. */
export const PAGE_DATA_ID = 'page-data';

/** The page's own data, from its HTML (the page script never works it out from the URL). */
export function readPageData(doc: Document = document): PageData {
  const text = doc.getElementById(PAGE_DATA_ID)?.textContent;
  return text ? (JSON.parse(text) as PageData) : { path: location.pathname, productId: 'material-ui', productCategoryId: 'core' };
}
