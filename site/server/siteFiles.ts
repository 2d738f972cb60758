import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { STORYBOOK_HREF } from '../../src/config/storybook';
import { contentTypeFor } from './contentTypes';
import { splitLanguagePrefix } from '../../src/i18n/language';

/**
 * The one rule set for serving a built site, used by the production server (app.ts) and the
 * small static server (static.ts): which file a URL maps to, the trailing-slash redirect, the 404
 * page, and the headers each answer carries. Servers only carry the answer out.
 */

/** Hashed build output: the name changes with the content, so it is cached for good. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (pages, sw.js, the manifest, Pagefind's index, icons): revalidated on each use (ETag). */
export const REVALIDATE = 'no-cache';
/** The methods that read the site; any other gets the 404 page with this list. */
export const ALLOWED_METHODS = 'GET, HEAD';
/** The page sent, with status 404, for anything that is not a site file. */
export const NOT_FOUND_PAGE = '404.html';

/** The cache-control header for a file, by its path relative to the site ("assets/app-1a2b3c.js"). */
export function cacheControlFor(relativePath: string): string {
  return /^assets\/[^/]+$/.test(relativePath.split(path.sep).join('/')) ? IMMUTABLE : REVALIDATE;
}

/**
 * The headers of a site file, by its path relative to the site: the one place they are decided,
 * for both servers (a header every page should carry is one more line here).
 */
export function headersFor(relativePath: string): Record<string, string> {
  return { 'content-type': contentTypeFor(relativePath), 'cache-control': cacheControlFor(relativePath) };
}

/** A URL path with a trailing slash, as the site links it: "/a/b/?q" → "/a/b?q"; undefined when it is fine. */
export function withoutTrailingSlash(pathname: string, search: string): string | undefined {
  if (pathname.length <= 1 || !pathname.endsWith('/')) return undefined;
  // One leading slash only: "//evil.example/" must not become a protocol-relative redirect.
  return `/${pathname.replace(/^\/+/, '').replace(/\/+$/, '')}${search}`;
}

/**
 * The spelling the site links, when a URL path is spelt another way; undefined when it is fine.
 * Pages have no trailing slash ("/a/b/" → "/a/b"); Storybook's folder keeps it ("/storybook" →
 * "/storybook/"), as its pages load their files by relative URLs.
 */
export function canonicalPathOf(pathname: string, search: string): string | undefined {
  if (pathname === STORYBOOK_HREF) return undefined;
  if (pathname === STORYBOOK_HREF.slice(0, -1)) return `${STORYBOOK_HREF}${search}`;
  return withoutTrailingSlash(pathname, search);
}

/** The file a URL path maps to inside the site folder, or undefined when it would leave it. */
export function fileFor(root: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const file = path.join(root, path.normalize(decoded));
  return file === root || file.startsWith(root + path.sep) ? file : undefined;
}

/**
 * The file a URL path serves, relative to the site folder with "/" separators, or undefined:
 * the file itself or its folder's index.html; nothing outside the folder, and no dotfile or
 * dot-folder (the build's .csp.json and .build.json, Vite's .vite/).
 */
export async function siteFileFor(root: string, urlPath: string): Promise<string | undefined> {
  const file = fileFor(root, urlPath);
  if (!file) return undefined;
  const relative = path.relative(root, file);
  if (relative.split(path.sep).some((segment) => segment.startsWith('.'))) return undefined;
  for (const candidate of [file, path.join(file, 'index.html')]) {
    const s = await stat(candidate).catch(() => undefined);
    if (s?.isFile()) return path.relative(root, candidate).split(path.sep).join('/');
  }
  return undefined;
}

/** What a server answers a request for the site with. */
export type SiteAnswer =
  /**
   * 308 to the spelling the site links; 307 from a language-prefixed page to the page with its
   * `userLanguage` (temporary: a translated site could serve that path one day). Headers carry the location.
   */
  | { kind: 'redirect'; status: 307 | 308; headers: Record<string, string> }
  /** A site file, relative to the root with "/" separators. */
  | { kind: 'file'; status: 200; file: string; headers: Record<string, string> }
  /**
   * The 404 page (or a plain "Not found" without one), read on each miss and sent from memory: no
   * validators or ranges, so no conditional or partial request can turn it into a 304 or 206.
   */
  | { kind: 'notFound'; status: 404; body: Buffer; headers: Record<string, string> };

async function notFound(root: string, extra: Record<string, string> = {}): Promise<SiteAnswer> {
  const page = await readFile(path.join(root, NOT_FOUND_PAGE)).catch(() => undefined);
  const headers = headersFor(page ? NOT_FOUND_PAGE : 'not-found.txt');
  return { kind: 'notFound', status: 404, body: page ?? Buffer.from('Not found'), headers: { ...headers, ...extra } };
}

/** The answer to `method url` (the request target as sent: path and query) for the site in `root` (an absolute, resolved path). */
export async function answerFor(root: string, method: string, url: string): Promise<SiteAnswer> {
  if (method !== 'GET' && method !== 'HEAD') return notFound(root, { allow: ALLOWED_METHODS });
  const [pathname = '/', query] = url.split(/\?(.*)/s, 2);
  const search = query === undefined ? '' : `?${query}`;
  // One spelling per page, the one the site links: "/a/b/" → 308 "/a/b" (the query kept).
  const canonical = canonicalPathOf(pathname, search);
  if (canonical) return { kind: 'redirect', status: 308, headers: { location: canonical, 'cache-control': REVALIDATE } };
  const file = await siteFileFor(root, pathname);
  if (file) return { kind: 'file', status: 200, file, headers: headersFor(file) };
  const language = await languageRedirect(root, pathname, query ?? '');
  if (language) return { kind: 'redirect', status: 307, headers: { location: language, 'cache-control': REVALIDATE } };
  return notFound(root);
}

/**
 * Version links carry the reader's language as a path prefix (spec §2: "/zh/material-ui/…"); the
 * site has one page per path, in English, with the language as `userLanguage`. So a well-formed
 * prefix before an existing page leads to that page with `userLanguage` set (other query values
 * kept); the blog and the size snapshot, assets and unknown pages get no such redirect (404).
 * The location is built from the page file found, never from the request: always same-site.
 */
async function languageRedirect(root: string, pathname: string, query: string): Promise<string | undefined> {
  const prefixed = splitLanguagePrefix(pathname);
  const file = prefixed && (await siteFileFor(root, prefixed.pathname));
  if (!prefixed || !file || (file !== 'index.html' && !file.endsWith('/index.html'))) return undefined;
  const params = new URLSearchParams(query);
  params.set('userLanguage', prefixed.language);
  return `/${file.replace(/(^|\/)index\.html$/, '')}?${params}`;
}
