import type { ProductId } from '../src/nav/types';
import { pagesOf } from '../src/nav/tree';
import type { RouteData } from './navigation';
import type { PageModule } from './routes';
import { tabParentOf } from './routes';

/** What tools read about a written page besides its content: sitemap, llms.txt, head meta. */
export interface PageSummary {
  path: string;
  productId: Exclude<ProductId, 'docs'>;
  /** The page's title in the nav ("Button", "Button API"). */
  title: string;
  /** Its one-line description: the page's meta description. */
  description: string;
  /** The top-level nav group it sits in ("Components"); llms.txt lists pages under it. */
  section: string;
  /** Its place in the product's side nav (a "Component API" tab right after its page). */
  order: number;
}

/**
 * A written page's one-line description, from its module (`export const meta` in MDX, the API
 * pages' generated one). A page without one fails the build: the meta description, the link
 * previews and llms.txt all need it, and a made-up line would be worse than none.
 */
export function descriptionOf(path: string, page: PageModule): string {
  const description = page.meta?.description?.trim();
  if (!description) throw new Error(`Page ${path} has no description: add \`export const meta = { description: '…' }\` to its content file.`);
  return description;
}

export function pageSummaryOf(data: RouteData, page: PageModule): PageSummary {
  const tabParent = tabParentOf(data.path);
  const index = pagesOf(data.sidebar).findIndex((p) => p.pathname === (tabParent ?? data.path));
  return {
    path: data.path,
    productId: data.productId,
    title: data.title,
    description: descriptionOf(data.path, page),
    section: data.breadcrumbs[1]?.title ?? data.title,
    order: (index < 0 ? Number.MAX_SAFE_INTEGER : index) + (tabParent ? 0.5 : 0),
  };
}
