import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { listComponents } from './api/listComponents';
import { apiPathname, API_PACKAGES, type ApiProduct } from './api/products';
import { generateApi } from './api/generate';

/**
 * API pages written so far: generated from the installed declarations at build time. Every
 * component's page exists in the nav trees (and in M); only these are routed until their pages
 * are reviewed (issue 7 routes them all).
 */
export const WRITTEN_API_PAGES: Partial<Record<ApiProduct, string[]>> = {
  'material-ui': ['Button', 'ButtonBase'],
};

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
  for (const [product, names] of Object.entries(WRITTEN_API_PAGES) as [ApiProduct, string[]][]) {
    await generateApi({ product, names, outDir: path.join(generatedDir, 'api', product) });
  }
}
