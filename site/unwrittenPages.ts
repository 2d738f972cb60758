import { routablePagesOf } from '../src/nav/tree';
import { navTrees } from './data';
import { writtenPaths } from './routes';

/** Every page the nav trees name. */
const navPaths = new Set(Object.values(navTrees).flatMap((tree) => routablePagesOf(tree).map((item) => item.pathname)));

/**
 * Whether a link in page content points at a page of the nav that is not written yet: such a link
 * is shown as its plain words (no page, no link), and becomes a link by itself once the page is
 * written. A path the nav does not know stays a link, so the crawl's link check catches a typo.
 */
export function isUnwrittenNavPage(href: string): boolean {
  const path = href.split(/[?#]/)[0] ?? '';
  return navPaths.has(path) && !writtenPaths.has(path);
}
