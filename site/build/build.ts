// One React build for bundling and pre-rendering: the production one.
process.env.NODE_ENV = 'production';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'vite';
import { buildApiPages } from './apiPages';
import { prerender } from './prerender';

/** The site build: API docs from the installed types, client + SSR bundles, then the pre-render. */
const root = path.resolve(import.meta.dirname, '../..');
const outDir = path.join(root, 'dist');
const ssrDir = path.join(root, 'dist-ssr');
const started = performance.now();

await rm(outDir, { recursive: true, force: true });
await buildApiPages(root);
await build({ root, logLevel: 'warn', build: { outDir, manifest: true } });
await build({ root, logLevel: 'warn', build: { ssr: 'site/entry-server.tsx', outDir: ssrDir, emptyOutDir: true } });
const { pages, counts } = await prerender({ root, outDir, ssrDir });

console.log(`pre-rendered ${pages} pages + 404 in ${((performance.now() - started) / 1000).toFixed(1)} s`);
console.log(`nav pages: ${counts.written} of ${counts.total} written`);
