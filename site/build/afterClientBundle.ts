import type { Plugin } from 'vite';
import { prerender } from './prerender';
import { indexSearch } from './searchIndex';
import { writeOfflinePage } from './offlinePage';
import { writeSeoFiles } from './seo/writeSeoFiles';
import { writeOfflineList } from './offlineList';
import { writeOgImages } from './og/writeOgImages';

interface Result {
  pages: number;
  /** Live template pages: pre-rendered and in the sitemap, outside the nav and search. */
  templates: number;
  counts: { written: number; total: number };
  searchPages: number;
  markdownPages: number;
  /** Wall-clock and CPU seconds of the step for tools (the CPU time does not grow with a busy machine). */
  seoSeconds: { wall: number; cpu: number };
  offline: { pages: number; files: number; bytes: number };
  /** The written pages' social cards (site/build/og/) and the wall-clock seconds they took. */
  og: { cards: number; seconds: number };
}

/**
 * A plugin for the client build: once the bundle is written, pre-render every page and index
 * them for search, then write what tools read (Markdown versions, sitemap, robots.txt, llms.txt)
 * and list what "Available offline" saves. It runs before the PWA plugin's closeBundle, so the service worker's
 * precache list sees the pre-rendered shell pages and the search index.
 */
export function afterClientBundle({ outDir, ssrDir, only }: { outDir: string; ssrDir: string; only?: ReadonlySet<string> }) {
  let result: Result | undefined;
  const plugin: Plugin = {
    name: 'docs:prerender-and-index',
    apply: 'build',
    closeBundle: {
      order: 'pre',
      sequential: true,
      async handler() {
        const { pages, templates, counts, home, written, origin } = await prerender({ outDir, ssrDir, only });
        await writeOfflinePage(outDir, home);
        const { pages: searchPages } = await indexSearch({ outDir, expectedPages: pages });
        const started = performance.now();
        const cpu = process.cpuUsage();
        const { markdownPages } = await writeSeoFiles({ outDir, origin, pages: written, sitemapOnly: templates });
        const { user, system } = process.cpuUsage(cpu);
        const offline = await writeOfflineList(outDir);
        const og = await writeOgImages(outDir, origin, written.map((page) => page.summary));
        result = { og, pages, templates: templates.length, counts, searchPages, offline, markdownPages, seoSeconds: { wall: (performance.now() - started) / 1000, cpu: (user + system) / 1e6 } };
      },
    },
  };
  return {
    plugin,
    result(): Result {
      if (!result) throw new Error('The client build finished without pre-rendering the pages.');
      return result;
    },
  };
}
