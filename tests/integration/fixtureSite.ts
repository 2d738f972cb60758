import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writeBuildInfo } from '../../site/build/buildInfo';
import { cspManifestFor } from '../../site/build/cspManifest';
import { speculationRulesScript } from '../../site/build/speculationRules';
import { navRestoreScript } from '../../site/client/navState';
import { CSP_MANIFEST_FILE, type BuildKind } from '../../site/server/siteManifest';
import type { CspManifest } from '../../src/csp/policy';
import { colorModeInitScript } from '../../src/theme/initScript';
import { TEMPLATES_PAGE_PATH, thumbnailHref } from '../../src/config/templateThumbnails';
import { thumbnailDocumentOf } from '../../site/build/templateThumbnail';

/** The third parties the fixture's "build" was configured with. */
export const FIXTURE_ENV = {
  VITE_AD_SCRIPT_URL: 'https://ads.example.net/carbon.js',
  VITE_AD_FEED_URL: 'https://feed.example.net/ads.json',
  VITE_ANALYTICS_ID: 'G-TEST',
  VITE_ANALYTICS_SCRIPT_URL: 'https://tags.example.org/gtag/js',
  CSP_ANALYTICS_ORIGINS: 'https://collect.example.org',
};

export const FIXTURE_PAGES = ['/docs/page-one', '/docs/page-two'];
/** The Templates page, one live template and that template's thumbnail copy (src/config/templateThumbnails.ts). */
export const FIXTURE_TEMPLATES = { page: TEMPLATES_PAGE_PATH, template: `${TEMPLATES_PAGE_PATH}/sign-in`, thumbnail: thumbnailHref('sign-in') };
export const PAGEFIND_BINARY = 'pagefind/wasm.en.pagefind';
export const PAGEFIND_BYTES = gzipSync(Buffer.from('pagefind_dcd'.repeat(500)));

/** A page with the inline texts a built page carries (site/build/prerender.ts): colour-mode init, speculation rules, nav state, and a JSON data block. */
const page = (title: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${title}</title><style>body{margin:0}</style>
${speculationRulesScript()}<script type="application/json" id="page-data">{"title":${JSON.stringify(title)}}</script></head>
<body><script>${colorModeInitScript()}</script><div id="root"><nav data-nav-scroller></nav><h1>${title}</h1><p>${'Some text of the page. '.repeat(80)}</p></div>
<script>${navRestoreScript()}</script><script type="module" crossorigin src="/assets/app-Ab12Cd34.js"></script></body></html>
`;

/**
 * A tiny built site in a temp folder, shaped like dist/: two pages, the Templates page with one
 * template and its thumbnail copy, the 404 page, the root
 * redirect, a hashed asset, the service worker, the web manifest, a Pagefind file, Storybook's
 * folder, and what the
 * build writes for the server (the CSP manifest; last, the build's kind and page list), written by
 * the build's own code. No full build needed.
 */
export async function makeFixtureSite({ kind = 'production' }: { kind?: BuildKind } = {}): Promise<{ dir: string; csp: CspManifest }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'docs-site-'));
  const files: Record<string, string> = {
    'index.html': '<!doctype html><meta http-equiv="refresh" content="0; url=/docs/page-one">',
    '404.html': page('Page not found'),
    'docs/page-one/index.html': page('Page one'),
    'docs/page-two/index.html': page('Page two'),
    [`${FIXTURE_TEMPLATES.page.slice(1)}/index.html`]: page('Templates'),
    [`${FIXTURE_TEMPLATES.template.slice(1)}/index.html`]: page('Sign-in template'),
    [FIXTURE_TEMPLATES.thumbnail.slice(1)]: thumbnailDocumentOf(page('Sign-in template'), FIXTURE_TEMPLATES.template),
    'assets/app-Ab12Cd34.js': `console.log(${JSON.stringify('hashed asset '.repeat(200))});\n`,
    'sw.js': `self.addEventListener('install', () => self.skipWaiting());\n// ${'sw '.repeat(400)}\n`,
    'manifest.webmanifest': JSON.stringify({ name: 'Docs', start_url: '/docs/page-one' }),
    'pagefind/pagefind.js': `export const search = () => [];\n`,
    '.vite/manifest.json': '{"secret":"build internals"}',
    // Storybook as the build copies it in (site/build/storybook.ts): its pages carry inline config scripts of their own.
    'storybook/index.html': `<!doctype html><title>Storybook</title><div id="root"></div><script>window['CONFIG_TYPE'] = "PRODUCTION";</script><script type="module">import './sb-manager/runtime.js';</script>`,
    'storybook/iframe.html': `<!doctype html><title>Storybook</title><script>window.CONFIG_TYPE = 'PRODUCTION'; window.global = window;</script><div id="storybook-root"></div>`,
    'storybook/sb-manager/runtime.js': `console.log(${JSON.stringify('manager '.repeat(200))});\n`,
  };
  // Pagefind ships its index gzipped inside (it inflates it itself): served as the bytes on disk.
  await mkdir(path.join(dir, 'pagefind'), { recursive: true });
  await writeFile(path.join(dir, PAGEFIND_BINARY), PAGEFIND_BYTES);
  for (const [name, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
    await writeFile(path.join(dir, name), text);
  }
  const csp = await cspManifestFor(dir, FIXTURE_ENV);
  await writeFile(path.join(dir, CSP_MANIFEST_FILE), JSON.stringify(csp));
  await writeBuildInfo(dir, kind);
  return { dir, csp };
}
