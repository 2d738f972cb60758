import { existsSync } from 'node:fs';
import path from 'node:path';

/** Vite's build manifest: source file -> its chunk and the chunks it statically imports. */
export type Manifest = Record<string, { file: string; imports?: string[]; css?: string[] }>;

/** Source files a page's own chunk comes from (its MDX, or its API JSON and the API page). */
export function pageSources(root: string, route: string): string[] {
  const mdx = `site/content${route}.mdx`;
  if (existsSync(path.join(root, mdx))) return [mdx];
  const api = /^\/([^/]+)\/api\/([^/]+)$/.exec(route);
  return api ? [`site/generated/api/${api[1]}/${api[2]}.json`, 'site/pages/ApiPage.tsx'] : [];
}

/** Every chunk the given sources pull in through static imports, each once. */
export function chunksOf(manifest: Manifest, sources: string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    const entry = manifest[key];
    if (!entry || seen.has(entry.file)) return;
    seen.add(entry.file);
    entry.imports?.forEach(visit);
  };
  sources.forEach(visit);
  return [...seen];
}
