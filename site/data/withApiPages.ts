import type { NavItemData, ProductId } from '../../src/nav/types';
import { apiGroups, navTrees } from './index';

/** One generated API page as the build lists it (site/generated/api-lists.json). */
export interface ApiPageEntry {
  name: string;
  pathname: string;
}

/** A tree with its product's generated API pages put into the API group. */
export const withApiPages = (items: NavItemData[], group: string | undefined, pages: ApiPageEntry[]): NavItemData[] =>
  items.map((item) =>
    item.pathname === group
      ? { ...item, children: pages.map((p) => ({ pathname: p.pathname, title: p.name })) }
      : item.children
        ? { ...item, children: withApiPages(item.children, group, pages) }
        : item,
  );

/** Every product's full tree, API pages included, from the lists the API generator wrote. */
export function fullTreesFrom(
  apiLists: Partial<Record<string, ApiPageEntry[]>>,
  trees: Record<ProductId, NavItemData[]> = navTrees,
): Record<ProductId, NavItemData[]> {
  return Object.fromEntries(
    (Object.keys(trees) as ProductId[]).map((id) => [id, withApiPages(trees[id], apiGroups[id], apiLists[id] ?? [])]),
  ) as Record<ProductId, NavItemData[]>;
}
