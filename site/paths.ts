import type { SiteConfig } from '../src/config/siteConfig';
import type { RouteData } from './navigation';

/** One spelling per page: no trailing slash (except the root), no index.html. */
export function normalizePath(pathname: string): string {
  const p = pathname.replace(/\/index\.html$/, '').replace(/\/+$/, '');
  return p === '' ? '/' : p;
}

/**
 * "Edit this page": a repository file ("site/content/…/page.mdx", routes.tsx `sourceFileOf`) in
 * the content repository's editor, on its branch; none for a page made from no file of it.
 */
export const editHrefOf = (config: SiteConfig, file: string | undefined): string | undefined =>
  file === undefined ? undefined : `${config.contentRepo}/edit/${config.sourceBranch}/${file}`;

/** A page's canonical URL: the site origin and its path (the canonical link, analytics' page_location). */
export const canonicalOf = (config: SiteConfig, path: string): string => `${config.siteOrigin}${path}`;

/** Document title of a page. */
export const siteTitleOf = (data: RouteData): string =>
  data.path === '/404' ? 'Page not found - MUI' : `${data.title} - ${data.products.find((p) => p.product.id === data.productId)?.product.name ?? 'MUI'}`;


/** Where a written page's Markdown version is served: `<path>.md` (site/build/seo/). */
export const markdownPathOf = (path: string): string => `${path}.md`;
