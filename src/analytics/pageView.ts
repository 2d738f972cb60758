import type { Gtag } from './gtag';

/** The page now shown, as a navigation reports it (spec §7 "Analytics: page_view"). */
export interface PageView {
  /** Site path, e.g. "/material-ui/getting-started". */
  path: string;
  /** Document title of the page. */
  title: string;
  productId: string;
  productCategoryId: string;
  /** The page's canonical URL (site origin + path), as in its canonical link. */
  canonical: string;
}

/** GA4 page_view parameters: title, canonical location, productId, productCategoryId. */
export function pageViewParams(view: PageView): Record<string, string> {
  return {
    page_title: view.title,
    page_location: view.canonical,
    productId: view.productId,
    productCategoryId: view.productCategoryId,
  };
}

/** Sends one page_view (first load and every client navigation). */
export function sendPageView(gtag: Gtag, view: PageView): void {
  gtag('event', 'page_view', pageViewParams(view));
}
