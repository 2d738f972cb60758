import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RenderedPage } from '../entry-server';
import { pageStyleTags, splitStyles } from './sharedStyles';
import { speculationRulesScript } from './speculationRules';
import { navRestoreScript } from '../client/navState';
import { PAGE_DATA_ID } from '../client/pageData';

interface ServerEntry {
  render: (path: string) => Promise<RenderedPage>;
  writtenPaths: ReadonlySet<string>;
  navPageCounts: () => { written: number; total: number };
}

const EMOTION_KEY = 'css';
const escapeJson = (json: string) => json.replace(/</g, '\\u003c');

/**
 * The stylesheet every page shares: the bundle's CSS (fonts, code colours, utilities) and the
 * Emotion rules most pages use, as one hashed file; the Roboto faces are preloaded at low priority.
 */
async function writeSharedStylesheet(template: string, outDir: string, emotionCss: string) {
  const link = /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/.exec(template);
  // First visit: text paints at once in the fallback face and never swaps (no late LCP, no
  // shift); Roboto from the cache on every later page. Storybook keeps fontsource's `swap`.
  const bundleCss = (link ? await readFile(path.join(outDir, link[1]!), 'utf8') : '').replace(/font-display:\s*swap/g, 'font-display:optional');
  const css = bundleCss + emotionCss;
  const name = `assets/site-${createHash('sha256').update(css).digest('hex').slice(0, 10)}.css`;
  await writeFile(path.join(outDir, name), css);
  // Every face the text uses, fetched at once but at low priority: with `optional` display a face
  // never holds the first paint, so it must not take bandwidth from the stylesheet either.
  const fonts = [...new Set([...bundleCss.matchAll(/url\((\/assets\/roboto-latin-\d+-normal-[^)]+\.woff2)\)/g)].map((m) => m[1]!))];
  const tags = [`<link rel="stylesheet" href="/${name}">`, ...fonts.map((font) => `<link rel="preload" as="font" type="font/woff2" crossorigin fetchpriority="low" href="${font}">`)].join('\n    ');
  return link ? template.replace(link[0], () => tags) : template.replace('<!--app-head-->', () => `${tags}\n    <!--app-head-->`);
}

/** The page's one module script loads at low priority: nothing on the first paint waits for it. */
const lowPriorityScript = (template: string) => template.replace(/<script type="module" crossorigin src=/, '<script type="module" fetchpriority="low" crossorigin src=');

/** After the side nav: the script that restores its open groups and scroll before paint. */
function withNavRestore(html: string): string {
  const start = html.indexOf('data-nav-scroller');
  const end = start < 0 ? -1 : html.indexOf('</nav>', start);
  if (end < 0) return html;
  const at = end + '</nav>'.length;
  return `${html.slice(0, at)}<script>${navRestoreScript()}</script>${html.slice(at)}`;
}

/** Writes one static HTML file per written page, the 404 page and the root redirect. */
export async function prerender({ root: _root, outDir, ssrDir }: { root: string; outDir: string; ssrDir: string }) {
  const entry = (await import(pathToFileURL(path.join(ssrDir, 'entry-server.js')).href)) as ServerEntry;
  const errors: string[] = [];
  const originalError = console.error;
  console.error = (...args: unknown[]) => errors.push(args.map(String).join(' '));
  const routes = [...entry.writtenPaths, '/404'];
  const rendered = new Map<string, RenderedPage>();
  try {
    for (const route of routes) rendered.set(route, await entry.render(route));
  } finally {
    console.error = originalError;
  }
  if (errors.length) throw new Error(`Pre-rendering logged errors:\n${errors.join('\n')}`);
  const split = splitStyles([...rendered.values()].map((p) => p.styles));
  const template = lowPriorityScript(await writeSharedStylesheet(await readFile(path.join(outDir, 'index.html'), 'utf8'), outDir, split.shared.map((b) => b.css).join('')));
  const documentOf = (page: RenderedPage) =>
    template
      .replace('<!--app-head-->', () =>
        [page.head, pageStyleTags(page.styles, split, EMOTION_KEY), speculationRulesScript(), `<script type="application/json" id="${PAGE_DATA_ID}">${escapeJson(JSON.stringify(page.pageData))}</script>`].join('\n    '),
      )
      .replace('<!--app-init-->', () => page.init)
      .replace('<!--app-html-->', () => withNavRestore(page.html));
  for (const [route, page] of rendered) {
    const file = route === '/404' ? path.join(outDir, '404.html') : path.join(outDir, route, 'index.html');
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, documentOf(page));
  }
  const home = '/material-ui/getting-started';
  await writeFile(
    path.join(outDir, 'index.html'),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>MUI docs</title><meta http-equiv="refresh" content="0; url=${home}"><link rel="canonical" href="${home}"></head><body><a href="${home}">Material UI documentation</a></body></html>\n`,
  );
  await rm(ssrDir, { recursive: true, force: true });
  return { pages: entry.writtenPaths.size, counts: entry.navPageCounts(), home, sharedRules: split.shared.length };
}
