import type { NavItemData } from './types';

/** Last non-empty segment of a path or URL ("/toolpad/core/react-sign-in-page/" -> "react-sign-in-page"). */
export function lastSegment(pathname: string): string {
  const segments = pathname.split(/[?#]/, 1)[0]!.split('/').filter((s) => s !== '');
  return segments[segments.length - 1] ?? '';
}

/**
 * Title derived from a path, as MUI's pages.ts does when no title is given:
 * last segment, leading "react-" stripped, hyphens to spaces, each word capitalised.
 */
export function autoTitle(pathname: string): string {
  return lastSegment(pathname)
    .replace(/^react-/, '')
    .split('-')
    .filter((word) => word !== '')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** Display title of a nav item: its title, else its subheader, else the auto-title of its path. */
export function titleOf(item: NavItemData): string {
  return item.title ?? item.subheader ?? autoTitle(item.pathname);
}
