import { readdir, rm, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { findDemoUsage } from './api/findDemoUsage';
import { listComponents } from './api/listComponents';
import { apiPathname, API_PACKAGES, API_EXTRA_PACKAGES, kebabCase, type ApiProduct } from './api/products';
import { generateApi } from './api/generate';
import { generateFunctionApi } from './api/generateFunctionDoc';
import { generateGridApi } from './api/generateInterfaceDoc';
import { releaseFunctionPrograms } from './api/functionProgram';
import { releaseApiPrograms } from './api/program';
import { componentsApiTabs, type ComponentsApiTab } from './componentsApi';

/**
 * The products whose API pages are routed: every component the installed package exports gets a
 * page generated from its declarations (MUI System's public functions get theirs from API_FUNCTIONS).
 */
export const ROUTED_API_PRODUCTS: ApiProduct[] = ['material-ui', 'joy-ui', 'system'];

export interface ApiEntry {
  name: string;
  pathname: string;
  packageName: string;
}

/** The components of `packageName` that a page of the site demos (for a product's extra packages). */
async function demoedComponents(root: string, packageName: string): Promise<string[]> {
  const usage = await findDemoUsage(path.join(root, 'site/content'), path.join(root, 'stories/demos'), { packageName });
  return listComponents(packageName, root).filter((name) => Object.hasOwn(usage, name));
}

/** A product's API pages: every component of its package, then the demoed ones of its extra packages. */
export async function productEntries(root: string, product: ApiProduct): Promise<ApiEntry[]> {
  const own = listComponents(API_PACKAGES[product], root).map((name) => ({ name, packageName: API_PACKAGES[product] }));
  const extra = await Promise.all(
    API_EXTRA_PACKAGES[product].map(async (packageName) =>
      (await demoedComponents(root, packageName)).map((name) => ({ name, packageName })),
    ),
  );
  const byName = new Map([...own, ...extra.flat()].map((entry) => [entry.name, entry]));
  if (byName.size !== own.length + extra.flat().length) throw new Error(`Two packages of ${product} export a component of the same name.`);
  return [...byName.values()]
    .map((entry) => ({ ...entry, pathname: apiPathname(entry.packageName, entry.name) }))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/** Drops pages an earlier build wrote for components that are no longer documented (e.g. a lab component no page demos). */
async function removeStale(outDir: string, entries: readonly ApiEntry[]): Promise<void> {
  const expected = new Set([...entries.map((entry) => `${kebabCase(entry.name)}.json`), 'index.json']);
  const stale = (await readdir(outDir)).filter((file) => file.endsWith('.json') && !expected.has(file));
  await Promise.all(stale.map((file) => rm(path.join(outDir, file))));
}

/**
 * A product's API nav list: its component pages, and its function pages (always routed) among them
 * in path order (`box`, `container`, `create-box`, …, `use-theme`), as MUI's generated lists sort.
 */
export function apiList(components: readonly ApiEntry[], functions: readonly string[], product: ApiProduct): { name: string; pathname: string }[] {
  const list = components.map(({ name, pathname }) => ({ name, pathname }));
  if (functions.length === 0) return list;
  const all = [...list, ...functions.map((name) => ({ name, pathname: `/${product}/api/${kebabCase(name)}` }))];
  if (new Set(all.map((entry) => entry.pathname)).size !== all.length) throw new Error(`A function of ${product} has the API path of a component.`);
  return all.sort((a, b) => (a.pathname < b.pathname ? -1 : a.pathname > b.pathname ? 1 : 0));
}

/** Writes the API lists of every product and the API docs of the written pages. */
export async function buildApiPages(root: string) {
  const started = performance.now();
  const generatedDir = path.join(root, 'site/generated');
  await mkdir(generatedDir, { recursive: true });
  const products = Object.keys(API_PACKAGES) as ApiProduct[];
  const entries = Object.fromEntries(await Promise.all(products.map(async (product) => [product, await productEntries(root, product)] as const)));
  const functions: Record<string, string[]> = {};
  for (const product of products) {
    const result = await generateFunctionApi(product, root);
    functions[product] = result.names;
    if (result.names.length) console.log(`API pages: ${result.names.length} functions of ${API_PACKAGES[product]} in ${(result.ms / 1000).toFixed(1)} s (ts.Program ${(result.programMs / 1000).toFixed(1)} s)`);
  }
  releaseFunctionPrograms();
  const grid = await generateGridApi(root);
  console.log(`API pages: ${grid.pages} Data Grid pages (interfaces, props, index) in ${(grid.ms / 1000).toFixed(1)} s (ts.Program ${(grid.programMs / 1000).toFixed(1)} s)`);
  const lists = Object.fromEntries(products.map((product) => [product, apiList(entries[product], functions[product] ?? [], product)]));
  await writeFile(path.join(generatedDir, 'api-lists.json'), JSON.stringify(lists, null, 1));
  const tabs: Record<string, ComponentsApiTab> = {};
  for (const product of ROUTED_API_PRODUCTS) {
    const outDir = path.join(generatedDir, 'api', product);
    for (const packageName of [API_PACKAGES[product], ...API_EXTRA_PACKAGES[product]]) {
      const names = entries[product].filter((entry) => entry.packageName === packageName).map((entry) => entry.name);
      if (!names.length) continue;
      const result = await generateApi({ product, packageName, names, outDir });
      const how = result.cached ? 'up to date' : `generated, ts.Program ${(result.programMs / 1000).toFixed(1)} s`;
      console.log(`API pages: ${names.length} of ${packageName} in ${(result.ms / 1000).toFixed(1)} s (${how})`);
    }
    await removeStale(outDir, entries[product]);
    Object.assign(tabs, await componentsApiTabs(root, product, entries[product].map((entry) => entry.pathname.split('/').pop()!)));
  }
  releaseApiPrograms();
  // Each component page's "Component API" tab (site/routes.tsx).
  await writeFile(path.join(generatedDir, 'components-api.json'), JSON.stringify(tabs, null, 1));
  console.log(`API pages: all products in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
