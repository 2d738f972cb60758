import type { SiteConfig } from '../src/config/siteConfig';
import type { RouteData } from './navigation';

/** One spelling per page: no trailing slash (except the root), no index.html. */
export function normalizePath(pathname: string): string {
  const p = pathname.replace(/\/index\.html$/, '').replace(/\/+$/, '');
  return p === '' ? '/' : p;
}

/** The content file of a page in the content repository. */
export const editHrefOf = (config: SiteConfig, path: string): string =>
  `${config.contentRepo}/edit/${config.sourceBranch}/site/content${path}.mdx`;

/** A page's canonical URL: the site origin and its path (the canonical link, analytics' page_location). */
export const canonicalOf = (config: SiteConfig, path: string): string => `${config.siteOrigin}${path}`;

/** Document title of a page. */
export const siteTitleOf = (data: RouteData): string =>
  data.path === '/404' ? 'Page not found - MUI' : `${data.title} - ${data.products.find((p) => p.product.id === data.productId)?.product.name ?? 'MUI'}`;


/** Where a written page's Markdown version is served: `<path>.md` (site/build/seo/). */
export const markdownPathOf = (path: string): string => `${path}.md`;
