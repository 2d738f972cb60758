import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Window } from 'happy-dom';
import { PRODUCTS } from '../../../src/products/identity';
import type { PageSummary } from '../../pageSummary';
import { markdownPathOf } from '../../paths';
import { elementToMarkdown } from './htmlToMarkdown';
import { lighterContentHtml } from './pageContent';
import { llmsTxt, sectionsOf } from './llmsTxt';
import { robotsTxt, sitemapXml } from './sitemap';
import { PRODUCT_SUMMARIES, SITE_SUMMARY } from './productSummaries';

/** A written page as the build rendered it: what tools read about it and its content's HTML. */
export interface WrittenPage {
  summary: PageSummary;
  contentHtml: string;
}

/** Where a product's llms.txt is: under the product's root (`/material-ui/llms.txt`). */
export const productLlmsPath = (productId: string) => `/${productId}/llms.txt`;

async function write(outDir: string, urlPath: string, text: string) {
  const file = path.join(outDir, urlPath);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, text);
}

/** The Markdown of every written page, each ending where the build writes it (`<path>.md`). */
async function writeMarkdown(outDir: string, origin: string, pages: readonly WrittenPage[]) {
  const window = new Window({ settings: { disableJavaScriptEvaluation: true, disableJavaScriptFileLoading: true, disableCSSFileLoading: true } });
  try {
    for (const { summary, contentHtml } of pages) {
      const container = window.document.createElement('div');
      container.innerHTML = lighterContentHtml(contentHtml);
      const content = container.firstElementChild as unknown as Element | null;
      if (!content) throw new Error(`Page ${summary.path} has no content to write as Markdown.`);
      const markdown = elementToMarkdown(content, { pageUrl: `${origin}${summary.path}` });
      if (!/^# \S/m.test(markdown)) throw new Error(`The Markdown of ${summary.path} has no title (# heading): check the page's h1.`);
      await write(outDir, markdownPathOf(summary.path), markdown);
    }
  } finally {
    await window.happyDOM.close();
  }
}

/**
 * For tools and search engines: `<path>.md` for every written page, sitemap.xml (with the
 * `sitemapOnly` pages: the live templates) and robots.txt,
 * one llms.txt per product with written pages (its pages in nav order, under their nav group,
 * each linking its Markdown) and a root llms.txt listing the products'.
 */
export async function writeSeoFiles({ outDir, origin, pages, sitemapOnly = [] }: { outDir: string; origin: string; pages: readonly WrittenPage[]; sitemapOnly?: readonly string[] }) {
  await writeMarkdown(outDir, origin, pages);
  await write(outDir, '/sitemap.xml', sitemapXml([...pages.map((p) => p.summary.path), ...sitemapOnly].map((p) => `${origin}${p}`)));
  await write(outDir, '/robots.txt', robotsTxt(origin));
  const summaries = pages.map((p) => p.summary).sort((a, b) => a.order - b.order || a.path.localeCompare(b.path));
  const products = [...new Set(summaries.map((s) => s.productId))];
  for (const id of products) {
    const own = summaries.filter((s) => s.productId === id);
    const sections = sectionsOf(own, (s) => s.section, (s) => ({ title: s.title, url: `${origin}${markdownPathOf(s.path)}`, description: s.description }));
    await write(outDir, productLlmsPath(id), llmsTxt({ title: PRODUCTS[id].name, summary: PRODUCT_SUMMARIES[id], sections }));
  }
  const productLinks = products.map((id) => ({ title: PRODUCTS[id].name, url: `${origin}${productLlmsPath(id)}`, description: PRODUCT_SUMMARIES[id] }));
  await write(outDir, '/llms.txt', llmsTxt({ title: 'MUI documentation', summary: SITE_SUMMARY, details: 'Each product has its own llms.txt listing every page, and every page has a Markdown version at its address followed by `.md`.', sections: [{ title: 'Products', links: productLinks }] }));
  return { markdownPages: pages.length, products: products.length };
}
