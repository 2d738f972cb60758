/**
 * A Pagefind result URL as the site's route. Pagefind names a page by its folder ("/a/b/") or
 * file ("/a/b/index.html"); the site links "/a/b" (site/paths.ts normalizePath). A query or
 * hash is kept.
 */
export function routeOfResultUrl(url: string): string {
  const [, origin = '', pathname = '', rest = ''] = /^((?:[a-z][a-z0-9+.-]*:)?\/\/[^/?#]*)?([^?#]*)(.*)$/i.exec(url) ?? [];
  const path = pathname.replace(/\/index\.html$/, '').replace(/\/+$/, '');
  return `${origin}${path === '' ? '/' : path}${rest}`;
}
