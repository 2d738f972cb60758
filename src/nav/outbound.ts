import type { NavItemData } from './types';

const ABSOLUTE_HTTP_URL = /^https?:\/\//i;

/** An entry is outbound when its pathname or its linkProps.href is an absolute http(s) URL. */
export function isOutbound(item: NavItemData): boolean {
  return ABSOLUTE_HTTP_URL.test(item.pathname) || ABSOLUTE_HTTP_URL.test(item.linkProps?.href ?? '');
}

/** Where the entry's link points: linkProps.href when given, else the pathname. */
export function hrefOf(item: NavItemData): string {
  return item.linkProps?.href ?? item.pathname;
}
