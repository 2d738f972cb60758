import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PRODUCTS } from '../../../src/products/identity';
import type { PageSummary } from '../../pageSummary';
import { ogImagePathOf } from '../../ogImage';
import { createOgRenderer } from './renderOgCard';
import type { OgCardFacts } from './ogCard';

/** Cards drawn at once: resvg renders off the main thread, so two cores are both kept busy. */
const CONCURRENCY = 4;

/** What a written page's card shows: its nav title, its product's name, its description and the site's host. */
export const ogFactsOf = (summary: PageSummary, origin: string): OgCardFacts => ({
  title: summary.title,
  product: PRODUCTS[summary.productId].name,
  description: summary.description,
  host: new URL(origin).host,
});

/**
 * Writes every written page's social card (1200 × 630 PNG) beside its index.html, where its
 * `og:image` and `twitter:image` point (site/entry-server.tsx). Made once at build time from the
 * page's own facts with the fonts in node_modules: no service draws them when a link is shared.
 */
export async function writeOgImages(outDir: string, origin: string, pages: PageSummary[]): Promise<{ cards: number; seconds: number }> {
  const started = performance.now();
  const renderer = createOgRenderer();
  const queue = [...pages];
  const worker = async () => {
    for (let page = queue.shift(); page; page = queue.shift()) {
      const png = await renderer.png(ogFactsOf(page, origin));
      await writeFile(path.join(outDir, ogImagePathOf(page.path).slice(1)), png);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { cards: pages.length, seconds: (performance.now() - started) / 1000 };
}
