import type { NavItemData, ProductId } from '../src/nav/types';
import { breadcrumbsOf, findTrail, pagesOf, prevNextOf, pruneTree } from '../src/nav/tree';
import { titleOf } from '../src/nav/title';
import { PRODUCTS, type VersionLink } from '../src/products/identity';
import type { Crumb } from '../src/components/page/DocsBreadcrumbs';
import type { PageLink } from '../src/components/page/PrevNext';
import type { ProductEntry } from '../src/components/header/ProductSwitcher';
import { fullTreesFrom } from './data/withApiPages';
import { tabParentOf, writtenPaths } from './routes';

/** Lists of every component API page per product, written by the build from the installed packages. */
const apiLists = import.meta.glob<{ default: Record<string, { name: string; pathname: string }[]> }>('./generated/api-lists.json', { eager: true });
const allApiPages = Object.values(apiLists)[0]?.default ?? {};

/** Every product's full tree, API pages included: what `nav pages: N of M` counts. */
export const fullTrees = fullTreesFrom(allApiPages);

/** Products in the order a path is looked up. */
const PRODUCT_ORDER: Exclude<ProductId, 'docs'>[] = ['material-ui', 'joy-ui', 'system', 'docs-infra'];

const prunedCache = new Map<ProductId, NavItemData[]>();
/** A product's tree keeping only written pages (and outbound links). */
export function sidebarOf(id: ProductId): NavItemData[] {
  let tree = prunedCache.get(id);
  if (!tree) {
    tree = pruneTree(fullTrees[id], (p) => writtenPaths.has(p));
    prunedCache.set(id, tree);
  }
  return tree;
}

/** The frame's data for one page: computed the same way on the server and after client navigation. */
export interface RouteData {
  path: string;
  productId: Exclude<ProductId, 'docs'>;
  title: string;
  sidebar: NavItemData[];
  breadcrumbs: Crumb[];
  prev?: PageLink;
  next?: PageLink;
  versions: VersionLink[];
  products: ProductEntry[];
}

const pageLink = (item: NavItemData | undefined): PageLink | undefined => (item ? { title: titleOf(item), pathname: item.pathname } : undefined);

/** Products with at least one written page, each opening its first one. */
export function productEntries(): ProductEntry[] {
  return PRODUCT_ORDER.flatMap((id) => {
    const first = pagesOf(sidebarOf(id))[0];
    return first ? [{ product: PRODUCTS[id], href: first.pathname }] : [];
  });
}

/** Route data of a written page, or undefined for an unknown path. */
export function routeDataFor(path: string): RouteData | undefined {
  if (!writtenPaths.has(path)) return undefined;
  // A "Component API" tab sits in the nav, breadcrumbs and prev/next as its component page.
  const tabParent = tabParentOf(path);
  const navPath = tabParent ?? path;
  const productId = PRODUCT_ORDER.find((id) => findTrail(fullTrees[id], navPath)) ?? 'material-ui';
  const sidebar = sidebarOf(productId);
  const trail = findTrail(sidebar, navPath);
  const { prev, next } = prevNextOf(sidebar, navPath);
  const pageTitle = trail ? titleOf(trail[trail.length - 1]!) : navPath;
  return {
    path,
    productId,
    title: tabParent ? `${pageTitle} API` : pageTitle,
    sidebar,
    breadcrumbs: [
      { title: PRODUCTS[productId].name },
      ...breadcrumbsOf(sidebar, navPath).map((c) => ({ title: c.title, pathname: c.isGroup ? undefined : c.pathname })),
    ],
    prev: pageLink(prev),
    next: pageLink(next),
    versions: PRODUCTS[productId].versions,
    products: productEntries(),
  };
}

/** Route data of the 404 page: the Material UI frame without a current page. */
export function notFoundData(): RouteData {
  return {
    path: '/404',
    productId: 'material-ui',
    title: 'Page not found',
    sidebar: sidebarOf('material-ui'),
    breadcrumbs: [],
    versions: PRODUCTS['material-ui'].versions,
    products: productEntries(),
  };
}

/** Pages written against pages in the trees, for the build's `nav pages: N of M written`. */
export function navPageCounts(): { written: number; total: number } {
  let written = 0;
  let total = 0;
  for (const id of Object.keys(fullTrees) as ProductId[]) {
    for (const page of pagesOf(fullTrees[id])) {
      total += 1;
      if (writtenPaths.has(page.pathname)) written += 1;
    }
  }
  return { written, total };
}
