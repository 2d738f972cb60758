import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chunksOf, pageSources, type Manifest } from './manifest';

interface ServerEntry {
  render: (path: string) => Promise<{ html: string; head: string; init: string }>;
  writtenPaths: ReadonlySet<string>;
  navPageCounts: () => { written: number; total: number };
}

/**
 * The site's one small stylesheet goes inline (no render-blocking request), and the regular
 * Roboto face is preloaded so body text paints in its final font.
 */
async function inlineStylesheet(template: string, outDir: string): Promise<string> {
  const link = /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/.exec(template);
  if (!link) return template;
  const css = await readFile(path.join(outDir, link[1]!), 'utf8');
  const font = /url\((\/assets\/roboto-latin-400-normal-[^)]+\.woff2)\)/.exec(css)?.[1];
  const preload = font ? `<link rel="preload" as="font" type="font/woff2" crossorigin href="${font}">\n    ` : '';
  return template.replace(link[0], () => `${preload}<style>${css}</style>`);
}

/** Writes one static HTML file per written page, the 404 page and the root redirect. */
export async function prerender({ root, outDir, ssrDir }: { root: string; outDir: string; ssrDir: string }) {
  const entry = (await import(pathToFileURL(path.join(ssrDir, 'entry-server.js')).href)) as ServerEntry;
  const template = await inlineStylesheet(await readFile(path.join(outDir, 'index.html'), 'utf8'), outDir);
  const manifest = JSON.parse(await readFile(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const entryChunks = new Set(chunksOf(manifest, ['index.html']));
  const errors: string[] = [];
  const originalError = console.error;
  console.error = (...args: unknown[]) => errors.push(args.map(String).join(' '));
  const page = async (route: string) => {
    const { html, head, init } = await entry.render(route);
    const preloads = chunksOf(manifest, pageSources(root, route))
      .filter((f) => !entryChunks.has(f))
      .map((f) => `<link rel="modulepreload" crossorigin href="/${f}" />`);
    return template
      .replace('<!--app-head-->', [head, ...preloads].join('\n    '))
      .replace('<!--app-init-->', init)
      .replace('<!--app-html-->', html);
  };
  try {
    for (const route of entry.writtenPaths) {
      const file = path.join(outDir, route, 'index.html');
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, await page(route));
    }
    await writeFile(path.join(outDir, '404.html'), await page('/404'));
  } finally {
    console.error = originalError;
  }
  if (errors.length) throw new Error(`Pre-rendering logged errors:\n${errors.join('\n')}`);
  const home = '/material-ui/getting-started';
  await writeFile(
    path.join(outDir, 'index.html'),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>MUI docs</title><meta http-equiv="refresh" content="0; url=${home}"><link rel="canonical" href="${home}"></head><body><a href="${home}">Material UI documentation</a></body></html>\n`,
  );
  await rm(ssrDir, { recursive: true, force: true });
  return { pages: entry.writtenPaths.size, counts: entry.navPageCounts(), home };
}
