import './productionEnv';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'vite';
import { buildApiPages } from './apiPages';
import { buildIconIndex } from './icons';
import { buildId } from './buildId';
import { pwaPlugins } from './pwa';
import { afterClientBundle } from './afterClientBundle';
import { writeCspManifest } from './cspManifest';
import { writeBuildInfo } from './buildInfo';
import { addStorybook } from './storybook';
import { buildKindFrom } from '../server/siteManifest';
import { checkFullTrees, checkNavTrees, loadNavTrees } from './checkNav';
import { routeSubsetFrom } from './routeSubset';
import { generatedModeFrom } from './generatedMode';

/**
 * The site build: API docs from the installed types, the SSR bundle, then the client bundle.
 * Once the client bundle is written (and before the service worker lists what to precache),
 * the pages are pre-rendered and the search index is built: see afterClientBundle.ts.
 */
const root = path.resolve(import.meta.dirname, '../..');
/** SITE_BUILD_KIND=test marks the e2e builds (scripts/test-e2e.ts): `npm start` never serves them. */
const kind = buildKindFrom(process.env);
const outDir = path.resolve(root, process.env.SITE_OUT_DIR ?? 'dist');
const ssrDir = `${outDir}-ssr`;
/** SITE_ONLY_ROUTES: a test build of a few pages (site/build/routeSubset.ts). */
const only = routeSubsetFrom(process.env, kind);
const started = performance.now();
process.env.VITE_BUILD_ID = buildId(root);

// Spec §5: a duplicate page path stops the build before anything is written or removed.
checkNavTrees(await loadNavTrees(root));
if (process.env.SITE_NAV_DATA) {
  console.log(`nav data ${process.env.SITE_NAV_DATA}: no duplicate page path (SITE_NAV_DATA only checks a nav data module; nothing built)`);
  process.exit(0);
}
const generated = generatedModeFrom(process.env, kind);
if (generated !== 'reuse') await buildApiPages(root);
checkFullTrees(root);
if (generated !== 'reuse') await buildIconIndex(root);
if (generated === 'only') {
  console.log('site/generated/ written: API documents and icon index (SITE_GENERATED=only: nothing built)');
  process.exit(0);
}
await rm(outDir, { recursive: true, force: true });
await build({ root, logLevel: 'warn', build: { ssr: 'site/entry-server.tsx', outDir: ssrDir, emptyOutDir: true } });
const report = afterClientBundle({ outDir, ssrDir, only });
await build({
  root,
  logLevel: 'warn',
  build: { outDir, manifest: true },
  plugins: [report.plugin, ...pwaPlugins()],
});
const { pages, templates, counts, searchPages, markdownPages, seoSeconds, offline, og } = report.result();
// After the PWA step (the service worker never precaches Storybook), before the policy (its inline scripts' hashes).
const storybook = await addStorybook(root, outDir, process.env);
// After the PWA step, so the server's policy inputs are not precached.
const csp = await writeCspManifest(root, outDir);
// Last: the server's page list, and the mark of a complete build of this kind.
const info = await writeBuildInfo(outDir, kind);

console.log(`pre-rendered ${pages} pages + ${templates} templates + 404 in ${((performance.now() - started) / 1000).toFixed(1)} s (build ${process.env.VITE_BUILD_ID})`);
console.log(`search index: ${searchPages} pages`);
console.log(`for tools: ${markdownPages} Markdown pages, sitemap.xml, robots.txt, llms.txt in ${seoSeconds.wall.toFixed(1)} s (${seoSeconds.cpu.toFixed(1)} s CPU)`);
console.log(`social cards: ${og.cards} PNGs (1200×630) in ${og.seconds.toFixed(1)} s`);
console.log(`offline list: ${offline.pages} pages + ${offline.files} files, ${(offline.bytes / 1e6).toFixed(1)} MB`);
console.log(`nav pages: ${counts.written} of ${counts.total} written${only ? ` (${pages} rendered: SITE_ONLY_ROUTES)` : ''}`);
console.log(`Storybook at /storybook/ from ${storybook.from} in ${storybook.seconds.toFixed(1)} s`);
console.log(`CSP: ${csp.scriptHashes.length} inline script hash, third parties ${JSON.stringify(csp.thirdParties)}; Storybook: ${csp.storybookScriptHashes?.length ?? 0} inline script hashes`);
console.log(`${kind} build in ${path.relative(root, outDir) || outDir}: ${info.pages.length} pages listed for the server`);
