import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { pageTitle } from './api/findDemoUsage';
import { listComponentEntries } from './api/listComponents';
import { API_PACKAGES, kebabCase, packageRoot, type ApiProduct } from './api/products';

/** A component page's "Component API" tab: the page's title and the API pages (kebab names) it shows. */
export interface ComponentsApiTab {
  title: string;
  apis: string[];
}

/**
 * Products whose tabs start with the grouping the package's own declarations give: each component's
 * JSDoc lists the pages that demo it ("Demos: - [Lists](https://mui.com/joy-ui/react-list/)"), so
 * Joy UI's List page shows List, ListItem, ListItemButton… Material UI's tabs follow its pages' links.
 */
const DECLARED_GROUPING: readonly ApiProduct[] = ['joy-ui'];

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

/** Component pages ("react-list") a component's JSDoc names under "Demos:" (before "API:"). */
export function declaredDemoPages(declaration: string, product: string): string[] {
  const pages: string[] = [];
  for (const comment of declaration.match(/\/\*\*[\s\S]*?\*\//g) ?? []) {
    const demos = /Demos:([\s\S]*?)(?:API:|\*\/)/.exec(comment)?.[1] ?? '';
    for (const [, page] of demos.matchAll(new RegExp(`https://mui\\.com/${product}/(react-[a-z0-9-]+)/?\\)`, 'g'))) {
      if (page && !pages.includes(page)) pages.push(page);
    }
  }
  return pages;
}

/**
 * Page ("react-list") -> API pages (kebab names) of the components whose declarations name it: the
 * component the page is named after first, then the others alphabetically.
 */
export async function declaredGrouping(root: string, product: ApiProduct): Promise<Map<string, string[]>> {
  const packageName = API_PACKAGES[product];
  const dir = packageRoot(packageName, root);
  const grouping = new Map<string, string[]>();
  for (const entry of listComponentEntries(packageName, root)) {
    const declaration = await readFile(path.join(dir, entry.dir, `${entry.name}.d.ts`), 'utf8');
    for (const page of declaredDemoPages(declaration, product)) {
      grouping.set(page, [...(grouping.get(page) ?? []), kebabCase(entry.name)]);
    }
  }
  for (const [page, apis] of grouping) {
    const main = page.replace(/^react-/, '');
    grouping.set(page, [...apis].sort((a, b) => Number(b === main) - Number(a === main) || (a < b ? -1 : a > b ? 1 : 0)));
  }
  return grouping;
}

/** Component page path → its tab, for every written `react-*` page of a product that has API pages to show. */
export async function componentsApiTabs(root: string, product: ApiProduct, apiNames: readonly string[]): Promise<Record<string, ComponentsApiTab>> {
  const known = new Set(apiNames);
  const declared = DECLARED_GROUPING.includes(product) ? await declaredGrouping(root, product) : new Map<string, string[]>();
  const dir = path.join(root, 'site/content', product);
  const tabs: Record<string, ComponentsApiTab> = {};
  const files = await readdir(dir).catch(() => [] as string[]);
  for (const file of files.filter((f) => /^react-.+\.mdx$/.test(f)).sort()) {
    const mdx = await readFile(path.join(dir, file), 'utf8');
    const page = file.replace(/\.mdx$/, '');
    const fromDeclarations = (declared.get(page) ?? []).filter((name) => known.has(name));
    const apis = [...new Set([...fromDeclarations, ...apiLinksOf(mdx, product, known)])];
    if (apis.length) tabs[`/${product}/${page}`] = { title: pageTitle(mdx, file), apis };
  }
  return tabs;
}
