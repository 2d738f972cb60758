import { readFile } from 'node:fs/promises';
import path from 'node:path';
import * as pagefind from 'pagefind';

/** Pagefind's ready-made UIs: the site's search is its own (src/components/search), so no page loads them. */
export const UNUSED_PAGEFIND_BUNDLES = ['pagefind-ui', 'pagefind-component-ui', 'pagefind-modular-ui', 'pagefind-highlight'];

/**
 * Builds the Pagefind index of the pre-rendered pages into <outDir>/pagefind. Only the part of a
 * page marked data-pagefind-body is indexed (the article, not the nav, ads or footer; see
 * src/search/indexMarkup.ts), so pages without one (404, offline, the root redirect) are left out.
 * With `expectedPages`, an index of any other size fails the build: a page missing from search is a bug.
 */
export async function indexSearch({ outDir, expectedPages }: { outDir: string; expectedPages?: number }): Promise<{ pages: number }> {
  const { index, errors } = await pagefind.createIndex({});
  if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
  try {
    const added = await index.addDirectory({ path: outDir });
    if (added.errors.length) throw new Error(`Pagefind could not index the site: ${added.errors.join('; ')}`);
    const outputPath = path.join(outDir, 'pagefind');
    const written = await index.writeFiles({ outputPath });
    if (written.errors.length) throw new Error(`Pagefind could not write its index: ${written.errors.join('; ')}`);
    // addDirectory counts every HTML file it read; the entry file counts the pages that made it in.
    const entry = JSON.parse(await readFile(path.join(outputPath, 'pagefind-entry.json'), 'utf8')) as { languages: Record<string, { page_count: number }> };
    const pages = Object.values(entry.languages).reduce((sum, language) => sum + language.page_count, 0);
    if (expectedPages !== undefined && pages !== expectedPages) {
      throw new Error(`Pagefind indexed ${pages} pages, expected the ${expectedPages} written pages: check data-pagefind-body.`);
    }
    return { pages };
  } finally {
    await pagefind.close();
  }
}
