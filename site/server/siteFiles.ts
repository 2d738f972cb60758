import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileFor } from './static';

/** Hashed build output: the name changes with the content, so it is cached for good. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (pages, sw.js, the manifest, Pagefind's index, icons): revalidated on each use (ETag). */
export const REVALIDATE = 'no-cache';

/** The cache-control header for a file, by its path relative to the site ("assets/app-1a2b3c.js"). */
export function cacheControlFor(relativePath: string): string {
  return /^assets\/[^/]+$/.test(relativePath.split(path.sep).join('/')) ? IMMUTABLE : REVALIDATE;
}

/** A URL path with a trailing slash, as the site links it: "/a/b/?q" → "/a/b?q"; undefined when it is fine. */
export function withoutTrailingSlash(pathname: string, search: string): string | undefined {
  if (pathname.length <= 1 || !pathname.endsWith('/')) return undefined;
  // One leading slash only: "//evil.example/" must not become a protocol-relative redirect.
  return `/${pathname.replace(/^\/+/, '').replace(/\/+$/, '')}${search}`;
}

/**
 * The file a URL path serves, relative to the site folder with "/" separators, or undefined:
 * the file itself or its folder's index.html; nothing outside the folder, and no dotfile or
 * dot-folder (the build's .csp.json, Vite's .vite/).
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

/** Every pre-rendered page ("/material-ui/getting-started"): each folder holding an index.html, the root redirect aside. */
export async function pageRoutesOf(root: string): Promise<Set<string>> {
  const routes = new Set<string>();
  const walk = async (dir: string) => {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      if (!entry.isDirectory() || entry.name.startsWith('.') || (dir === root && entry.name === 'assets')) continue;
      const full = path.join(dir, entry.name);
      if ((await stat(path.join(full, 'index.html')).catch(() => undefined))?.isFile()) {
        routes.add('/' + path.relative(root, full).split(path.sep).join('/'));
      }
      await walk(full);
    }
  };
  await walk(root);
  return routes;
}
