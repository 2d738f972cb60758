import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { listComponents } from './api/listComponents';
import { apiPathname, API_PACKAGES, type ApiProduct } from './api/products';
import { generateApi } from './api/generate';
import { releaseApiPrograms } from './api/program';
import { componentsApiTabs, type ComponentsApiTab } from './componentsApi';

/**
 * The products whose API pages are routed: every component the installed package exports gets a
 * page generated from its declarations. Joy UI's and MUI System's stay in the nav counts (M) until
 * their products are written.
 */
export const ROUTED_API_PRODUCTS: ApiProduct[] = ['material-ui'];

/** Writes the API lists of every product and the API docs of the written pages. */
export async function buildApiPages(root: string) {
  const generatedDir = path.join(root, 'site/generated');
  await mkdir(generatedDir, { recursive: true });
  const lists = Object.fromEntries(
    (Object.keys(API_PACKAGES) as ApiProduct[]).map((product) => [
      product,
      listComponents(API_PACKAGES[product], root).map((name) => ({ name, pathname: apiPathname(API_PACKAGES[product], name) })),
    ]),
  );
  await writeFile(path.join(generatedDir, 'api-lists.json'), JSON.stringify(lists, null, 1));
  const tabs: Record<string, ComponentsApiTab> = {};
  for (const product of ROUTED_API_PRODUCTS) {
    await generateApi({ product, names: lists[product].map((entry) => entry.name), outDir: path.join(generatedDir, 'api', product) });
    Object.assign(tabs, await componentsApiTabs(root, product, lists[product].map((entry) => entry.pathname.split('/').pop()!)));
  }
  releaseApiPrograms();
  // Each component page's "Component API" tab (site/routes.tsx).
  await writeFile(path.join(generatedDir, 'components-api.json'), JSON.stringify(tabs, null, 1));
}
