import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { pageTitle } from './api/findDemoUsage';

/** A component page's "Component API" tab: the page's title and the API pages (kebab names) it shows. */
export interface ComponentsApiTab {
  title: string;
  apis: string[];
}

/**
 * The API pages a component page links to, in the order it first links them: the components its
 * "Component API" tab shows. Only `/<product>/api/<name>` links whose page exists count.
 */
export function apiLinksOf(mdx: string, product: string, known: ReadonlySet<string>): string[] {
  const found: string[] = [];
  for (const [, name] of mdx.matchAll(new RegExp(`\\]\\(/${product}/api/([a-z0-9-]+)\\)`, 'g'))) {
    if (name && known.has(name) && !found.includes(name)) found.push(name);
  }
  return found;
}

/** Component page path → its tab, for every `react-*` page of a product that links to API pages. */
export async function componentsApiTabs(root: string, product: string, apiNames: readonly string[]): Promise<Record<string, ComponentsApiTab>> {
  const known = new Set(apiNames);
  const dir = path.join(root, 'site/content', product);
  const tabs: Record<string, ComponentsApiTab> = {};
  for (const file of (await readdir(dir)).filter((f) => /^react-.+\.mdx$/.test(f)).sort()) {
    const mdx = await readFile(path.join(dir, file), 'utf8');
    const apis = apiLinksOf(mdx, product, known);
    if (apis.length) tabs[`/${product}/${file.replace(/\.mdx$/, '')}`] = { title: pageTitle(mdx, file), apis };
  }
  return tabs;
}
