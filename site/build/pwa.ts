import { VitePWA } from 'vite-plugin-pwa';
import { BRAND } from '../../src/theme/brand';
import { MANIFEST_HREF } from '../client/manifest';
import { OFFLINE_LIST_URL } from '../../src/sw/offlineList';
import { UNUSED_PAGEFIND_BUNDLES } from './searchIndex';

/**
 * The service worker (site/sw.ts, Workbox) and the web app manifest. The precache list is written
 * after the pre-render and the search index (see afterClientBundle.ts): the JS and CSS of every
 * page, the fonts, the icons, the offline and 404 pages, Pagefind's index, and the list of what
 * "Available offline" saves (site/build/offlineList.ts: so a worker saves its own build's files
 * only). Pages themselves are cached as they are read, or all of them once the reader asks. What
 * tools read (the pages' .md, llms.txt, sitemap.xml, robots.txt: site/build/seo/) matches none of
 * the globs: readers never need it offline.
 */
export const pwaPlugins = () =>
  VitePWA({
    strategies: 'injectManifest',
    srcDir: 'site',
    filename: 'sw.ts',
    injectRegister: false,
    registerType: 'prompt',
    manifestFilename: MANIFEST_HREF.slice(1),
    injectManifest: {
      globPatterns: ['assets/**/*.{js,css,woff2}', '*.{svg,png,webmanifest}', 'icons/*.png', 'static/**/*.svg', '404.html', 'offline.html', 'pagefind/**/*', OFFLINE_LIST_URL.slice(1)],
      // The Material Icons browser's SVG chunks (site/build/icons.ts, ~3.7 MB) load on demand, not at install.
      globIgnores: ['assets/chunk-*.js', ...UNUSED_PAGEFIND_BUNDLES.map((name) => `pagefind/${name}.*`)],
      maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
    },
    manifest: {
      id: '/',
      name: 'MUI documentation',
      short_name: 'MUI docs',
      description: 'Documentation of Material UI, Joy UI and MUI System, readable offline.',
      lang: 'en',
      start_url: '/material-ui/getting-started',
      scope: '/',
      display: 'standalone',
      theme_color: BRAND.main,
      background_color: '#ffffff',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
      ],
    },
  });
