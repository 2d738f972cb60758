import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RenderedPage } from '../entry-server';
import type { SiteConfig } from '../../src/config/siteConfig';
import type { WrittenPage } from './seo/writeSeoFiles';
import { contentHtmlOf } from './seo/pageContent';
import { pageStyleTag, withBundleCssInline } from './inlineStyles';
import { speculationRulesScript } from './speculationRules';
import { navRestoreScript } from '../client/navState';
import { PAGE_DATA_ID } from '../client/pageData';
import { THUMBNAIL_FILE } from '../../src/config/templateThumbnails';
import { thumbnailDocumentOf } from './templateThumbnail';
import { renderInWorkers, renderThreads, type RenderOutcome } from './renderPool';
import { withPageScriptLoader } from './pageScriptLoader';
import { routesToRender } from './routeSubset';

interface ServerEntry {
  render: (path: string) => Promise<RenderedPage>;
  writtenPaths: ReadonlySet<string>;
  templatePaths: ReadonlySet<string>;
  navPageCounts: () => { written: number; total: number };
  siteConfig: SiteConfig;
}

const EMOTION_KEY = 'css';
const escapeJson = (json: string) => json.replace(/</g, '\\u003c');

/**
 * Nothing but the page before the first paint (its CSS is inline: site/build/inlineStyles.ts): the favicon is inline (a data
 * URL, no request), and the manifest link is added by the page script once the page is shown
 * (site/client/manifest.ts).
 */
async function withoutEarlyRequests(template: string, outDir: string): Promise<string> {
  const favicon = await readFile(path.join(outDir, 'favicon.svg'), 'utf8');
  return template
    .replace('href="/favicon.svg"', () => `href="data:image/svg+xml,${encodeURIComponent(favicon.trim())}"`)
    .replace(/\s*<link rel="manifest"[^>]*>/, '');
}

/**
 * At the end of the page's markup: the script that restores the side nav's open groups and scroll
 * before the first paint. Not right after the nav: the parser may yield after a script, and the
 * article would paint a frame later than the frame (a later largest paint); at the end the whole
 * page is parsed before it paints, once.
 */
function withNavRestore(html: string): string {
  return html.includes('data-nav-scroller') ? `${html}<script>${navRestoreScript()}</script>` : html;
}

/**
 * The root address: forwards at once to the home page, and is still a page of its own (language,
 * title, a main landmark with a heading and the link) for a reader whose browser does not follow it.
 */
const rootPage = (home: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>MUI docs</title><meta http-equiv="refresh" content="0; url=${home}"><link rel="canonical" href="${home}"></head>` +
  `<body><main><h1>MUI documentation</h1><p><a href="${home}">Material UI documentation</a></p></main></body></html>\n`;

/** Renders the routes one after another in this thread (SITE_RENDER_THREADS=1, or a one-core machine). */
async function renderHere(entry: ServerEntry, routes: readonly string[]): Promise<RenderOutcome> {
  const pages = new Map<string, RenderedPage>();
  const errors: string[] = [];
  const originalError = console.error;
  console.error = (...args: unknown[]) => errors.push(args.map(String).join(' '));
  try {
    for (const route of routes) pages.set(route, await entry.render(route));
  } finally {
    console.error = originalError;
  }
  return { pages, errors };
}

/** Writes one static HTML file per written page, the 404 page and the root redirect. */
export async function prerender({ outDir, ssrDir, only }: { outDir: string; ssrDir: string; only?: ReadonlySet<string> }) {
  const entryUrl = pathToFileURL(path.join(ssrDir, 'entry-server.js')).href;
  const entry = (await import(entryUrl)) as ServerEntry;
  const pagePaths = routesToRender([...entry.writtenPaths, ...entry.templatePaths], only);
  const routes = [...pagePaths, '/404'];
  const renderStart = performance.now();
  const threads = renderThreads();
  const { pages: rendered, errors } = threads > 1 ? await renderInWorkers(entryUrl, routes, threads) : await renderHere(entry, routes);
  console.log(`rendered ${routes.length} routes in ${((performance.now() - renderStart) / 1000).toFixed(1)} s (${threads} thread${threads > 1 ? 's' : ''})`);
  if (errors.length) throw new Error(`Pre-rendering logged errors:\n${errors.join('\n')}`);
  const template = withPageScriptLoader(await withoutEarlyRequests(await withBundleCssInline(await readFile(path.join(outDir, 'index.html'), 'utf8'), outDir), outDir));
  const documentOf = (page: RenderedPage) =>
    template
      .replace('<!--app-head-->', () =>
        [page.head, pageStyleTag(page.styles, EMOTION_KEY), speculationRulesScript(), `<script type="application/json" id="${PAGE_DATA_ID}">${escapeJson(JSON.stringify(page.pageData))}</script>`].join('\n    '),
      )
      .replace('<!--app-init-->', () => page.init)
      .replace('<!--app-html-->', () => withNavRestore(page.html));
  for (const [route, page] of rendered) {
    const file = route === '/404' ? path.join(outDir, '404.html') : path.join(outDir, route, 'index.html');
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, documentOf(page));
    // A template's script-free copy, for the Templates page's thumbnail of it.
    if (page.template) await writeFile(path.join(path.dirname(file), THUMBNAIL_FILE), thumbnailDocumentOf(documentOf(page), route));
  }
  const home = '/material-ui/getting-started';
  await writeFile(
    path.join(outDir, 'index.html'),
    rootPage(home),
  );
  await rm(ssrDir, { recursive: true, force: true });
  // What the Markdown versions, sitemap and llms.txt are made of (site/build/seo/).
  const written: WrittenPage[] = [...rendered].flatMap(([route, page]) => {
    if (!page.summary) return [];
    const contentHtml = contentHtmlOf(page.html);
    if (!contentHtml) throw new Error(`Page ${route} has no content element (data-pagefind-body).`);
    return [{ summary: page.summary, contentHtml }];
  });
  const templates = [...rendered].flatMap(([route, page]) => (page.template ? [route] : []));
  return { pages: pagePaths.length - templates.length, templates, counts: entry.navPageCounts(), home, written, origin: entry.siteConfig.siteOrigin };
}
