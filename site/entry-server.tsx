import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import createEmotionServer from '@emotion/server/create-instance';
import { Page } from './Page';
import { TemplatePage } from './TemplatePage';
import { templateAt, templatePaths, type TemplateEntry } from './templates';
import { siteConfig } from './config';
import { createBidiEmotionCache } from '../src/theme/emotionCache';
import { colorModeInitScript } from '../src/theme/initScript';
import { PRODUCTS } from '../src/products/identity';
import { loadPage, writtenPaths } from './routes';
import { navPageCounts, notFoundData, routeDataFor, type RouteData } from './navigation';
import { canonicalOf, markdownPathOf, siteTitleOf } from './paths';
import { escapeHtml, headTags } from './headTags';
import { OG_IMAGE_SIZE, ogImagePathOf } from './ogImage';
import { pageSummaryOf, type PageSummary } from './pageSummary';
import { IslandCollector, islandPlaceholder, islandPrefix, type IslandSlot } from './islands/Island';
import { IslandProviders } from './islands/IslandProviders';
import { fontFaceCss, JOY_WEB_FONTS_META, WEB_FONTS_META } from '../src/theme/webFonts';
import { INTER_FACES, INTER_FAMILY, ROBOTO_FACES, ROBOTO_FAMILY } from './fonts';
import { isJoyDemo } from './demoId';
import { ISLAND_KINDS } from './islands/kinds';
import { usedStyles, type StyleBlock } from './build/pageStyles';
import type { PageData } from './client/pageData';

export { writtenPaths, templatePaths, navPageCounts, siteConfig };
export type { PageSummary };

/** The picture link previews show of a page without its own card (templates, 404): the site's largest icon (public/icons). */
const SOCIAL_IMAGE = '/icons/icon-512.png';
/** The description of the 404 page (written pages have their own: site/pageSummary.ts). */
const SITE_DESCRIPTION = 'Documentation of Material UI, Joy UI and MUI System.';

export interface RenderedPage {
  html: string;
  head: string;
  /** The inline script before the page: the stored settings on <html> before first paint. */
  init: string;
  styles: StyleBlock[];
  pageData: PageData;
  /** A written page's title, description and place (sitemap, llms.txt); none for the 404 page. */
  summary?: PageSummary;
  /** A live template: in the sitemap, not in search, llms.txt or the Markdown versions. */
  template?: true;
}

/** The HTML of an island, rendered by its own root with its own `useId` prefix (so it hydrates alone). */
async function renderIsland(slot: IslandSlot, index: number, cache: Parameters<typeof IslandProviders>[0]['cache']): Promise<string> {
  const { island } = await ISLAND_KINDS[slot.kind]();
  const node = await island.prepare(slot.props as never);
  return renderToString(
    <IslandProviders cache={cache}>
      {node}
    </IslandProviders>,
    { identifierPrefix: islandPrefix(index) },
  );
}

type Cache = ReturnType<typeof createBidiEmotionCache>;

/** A page's HTML with its islands' HTML in place, and the Emotion cache that collected its rules. */
async function renderWithIslands(page: (cache: Cache) => ReactNode): Promise<{ html: string; cache: Cache; joy: boolean }> {
  const cache = createBidiEmotionCache();
  // Before rendering: it switches the cache to collecting, or the styles land in the body.
  createEmotionServer(cache);
  const slots: IslandSlot[] = [];
  let html = renderToString(<IslandCollector.Provider value={slots}>{page(cache)}</IslandCollector.Provider>);
  for (const [index, slot] of slots.entries()) {
    const island = await renderIsland(slot, index, cache);
    html = html.replace(islandPlaceholder(index), () => island);
  }
  // A Joy demo or tool on the page: Joy's typeface is declared there (and only there).
  const joy = slots.some((slot) => slot.kind === 'joyTool' || (slot.kind === 'demo' && isJoyDemo((slot.props as { id: string }).id)));
  return { html, cache, joy };
}

const pageDataOf = (path: string, productId: RouteData['productId']): PageData => ({ path, productId, productCategoryId: PRODUCTS[productId].categoryId });

/** The head tags every page has besides its own: the build's id and the web fonts' faces (Inter where a Joy demo is). */
const siteHeadTags = (joy = false): string[] => [
  siteConfig.buildId ? `<meta name="build-id" content="${escapeHtml(siteConfig.buildId)}" />` : '',
  `<meta name="${WEB_FONTS_META}" content="${escapeHtml(fontFaceCss(ROBOTO_FAMILY, ROBOTO_FACES))}" />`,
  joy ? `<meta name="${JOY_WEB_FONTS_META}" content="${escapeHtml(fontFaceCss(INTER_FAMILY, INTER_FACES))}" />` : '',
];

/** A live template: full screen, outside the docs frame and the nav (site/templates.ts). */
async function renderTemplate(path: string, template: TemplateEntry): Promise<RenderedPage> {
  const { html, cache } = await renderWithIslands((c) => <TemplatePage template={template} config={siteConfig} cache={c} />);
  const head = [
    ...headTags({
      title: `${template.title} template - ${PRODUCTS[template.product].name}`,
      description: template.description,
      canonical: canonicalOf(siteConfig, path),
      image: canonicalOf(siteConfig, SOCIAL_IMAGE),
      siteName: 'MUI',
    }),
    // A Joy UI template is set in Joy's typeface, as Joy demos are.
    ...siteHeadTags(template.product === 'joy-ui'),
  ]
    .filter(Boolean)
    .join('\n    ');
  return { html, head, init: `<script>${colorModeInitScript()}</script>`, styles: usedStyles(cache, html), pageData: pageDataOf(path, template.product), template: true };
}

/** Pre-renders one path: the page's HTML with its islands' HTML in place, its head and its Emotion rules. */
export async function render(path: string): Promise<RenderedPage> {
  const template = templateAt(path);
  if (template) return renderTemplate(path, template);
  const data = routeDataFor(path) ?? notFoundData();
  const page = writtenPaths.has(path) ? await loadPage(path) : undefined;
  const { html, cache, joy } = await renderWithIslands((c) => <Page path={path} config={siteConfig} cache={c} />);
  const summary = page ? pageSummaryOf(data, page) : undefined;
  const head = [
    ...headTags({
      title: siteTitleOf(data),
      description: summary?.description ?? SITE_DESCRIPTION,
      canonical: summary && canonicalOf(siteConfig, path),
      markdownHref: summary && markdownPathOf(path),
      // A written page's own social card, drawn by the build beside its HTML (site/build/og/).
      image: canonicalOf(siteConfig, summary ? ogImagePathOf(path) : SOCIAL_IMAGE),
      card: summary && OG_IMAGE_SIZE,
      siteName: 'MUI',
    }),
    ...siteHeadTags(joy),
  ]
    .filter(Boolean)
    .join('\n    ');
  return {
    html,
    head,
    init: `<script>${colorModeInitScript()}</script>`,
    styles: usedStyles(cache, html),
    pageData: pageDataOf(path, data.productId),
    summary,
  };
}
