import type { Plugin } from 'vite';
import { prerender } from './prerender';
import { indexSearch } from './searchIndex';
import { writeOfflinePage } from './offlinePage';
import { writeOfflineList } from './offlineList';

interface Result {
  pages: number;
  counts: { written: number; total: number };
  searchPages: number;
  offline: { pages: number; files: number; bytes: number };
}

/**
 * A plugin for the client build: once the bundle is written, pre-render every page and index
 * them for search, and list what "Available offline" saves. It runs before the PWA plugin's closeBundle, so the service worker's
 * precache list sees the pre-rendered shell pages and the search index.
 */
export function afterClientBundle({ root, outDir, ssrDir }: { root: string; outDir: string; ssrDir: string }) {
  let result: Result | undefined;
  const plugin: Plugin = {
    name: 'docs:prerender-and-index',
    apply: 'build',
    closeBundle: {
      order: 'pre',
      sequential: true,
      async handler() {
        const { pages, counts, home } = await prerender({ root, outDir, ssrDir });
        await writeOfflinePage(outDir, home);
        const { pages: searchPages } = await indexSearch({ outDir, expectedPages: pages });
        const offline = await writeOfflineList(outDir);
        result = { pages, counts, searchPages, offline };
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
