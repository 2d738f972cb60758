import { isOutbound } from './outbound';
import { titleOf } from './title';
import type { NavItemData } from './types';

/** A nav tree: the top-level items of one product's navigation. */
export type NavTree = readonly NavItemData[];

/** One node met while walking a tree, with the groups above it (outermost first). */
export interface NavLocation {
  item: NavItemData;
  ancestors: readonly NavItemData[];
}

/** One step of a breadcrumb trail. Groups are only keys, not pages: they get no link. */
export interface Crumb {
  title: string;
  pathname: string;
  /** true for a group (collapsible or subheader): render as text, not as a link. */
  isGroup: boolean;
}

/** Neighbours of a page in reading order. */
export interface PrevNext {
  prev?: NavItemData;
  next?: NavItemData;
}

/** A group is any node carrying a children list, even an empty one (e.g. an API group before the build fills it). */
export const isGroup = (item: NavItemData): boolean => Array.isArray(item.children);

/** Every node of the tree, depth first in nav order, groups before their children. */
export function* walkNav(tree: NavTree, ancestors: readonly NavItemData[] = []): Generator<NavLocation> {
  for (const item of tree) {
    yield { item, ancestors };
    if (item.children) yield* walkNav(item.children, [...ancestors, item]);
  }
}

/** Whether an item takes part in the side nav and in reading order: hidden items hide their subtree. */
const shownInSideNav = (location: NavLocation): boolean =>
  location.item.inSideNav !== false && location.ancestors.every((a) => a.inSideNav !== false);

/** Internal pages that exist as routes (leaves, not outbound), hidden ones included. */
export function routablePagesOf(tree: NavTree): NavItemData[] {
  const pages: NavItemData[] = [];
  for (const { item } of walkNav(tree)) if (!isGroup(item) && !isOutbound(item)) pages.push(item);
  return pages;
}

/** Leaf pages in nav (reading) order: no groups, no outbound entries, nothing with inSideNav false. */
export function pagesOf(tree: NavTree): NavItemData[] {
  const pages: NavItemData[] = [];
  for (const location of walkNav(tree)) {
    const { item } = location;
    if (!isGroup(item) && !isOutbound(item) && shownInSideNav(location)) pages.push(item);
  }
  return pages;
}

/** Number of pages a reader can reach from the side nav. */
export const countPages = (tree: NavTree): number => pagesOf(tree).length;

/** The node with this pathname and its ancestors, outermost first; undefined when absent. */
export function findTrail(tree: NavTree, pathname: string): NavItemData[] | undefined {
  for (const { item, ancestors } of walkNav(tree)) {
    if (item.pathname === pathname) return [...ancestors, item];
  }
  return undefined;
}

/** Breadcrumbs from the outermost group down to the node at pathname; [] when the path is not in the tree. */
export function breadcrumbsOf(tree: NavTree, pathname: string): Crumb[] {
  return (findTrail(tree, pathname) ?? []).map((item) => ({
    title: titleOf(item),
    pathname: item.pathname,
    isGroup: isGroup(item),
  }));
}

/** Previous and next page in pagesOf order; both absent when the page is not in the reading order. */
export function prevNextOf(tree: NavTree, pathname: string): PrevNext {
  const pages = pagesOf(tree);
  const index = pages.findIndex((page) => page.pathname === pathname);
  if (index === -1) return {};
  const prev = index > 0 ? pages[index - 1] : undefined;
  const next = pages[index + 1];
  return { ...(prev && { prev }), ...(next && { next }) };
}

/**
 * The same tree keeping only written pages and every outbound entry; a group left with no
 * children is dropped (so a group holding only outbound links stays). The input is not mutated.
 */
export function pruneTree(tree: NavTree, isWritten: (pathname: string) => boolean): NavItemData[] {
  const kept: NavItemData[] = [];
  for (const item of tree) {
    if (item.children) {
      const children = pruneTree(item.children, isWritten);
      if (children.length > 0) kept.push({ ...item, children });
    } else if (isOutbound(item) || isWritten(item.pathname)) {
      kept.push({ ...item });
    }
  }
  return kept;
}
