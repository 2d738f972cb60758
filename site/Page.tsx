import type { EmotionCache } from '@emotion/react';
import { AppFrame } from '../src/components/AppFrame';
import { NotFound } from '../src/components/page/NotFound';
import { type SiteConfig } from '../src/config/siteConfig';
import { SiteConfigContext } from '../src/config/SiteConfigContext';
import { TranslationProvider } from '../src/components/i18n/TranslationContext';
import { DEFAULT_LANGUAGE } from '../src/i18n/language';
import { SettingsProvider } from '../src/components/settings/SettingsContext';
import { DocsThemeProvider } from '../src/components/settings/DocsThemeProvider';
import { PageTabs } from '../src/components/page/PageTabs';
import { DEFAULT_SETTINGS } from '../src/theme/settings';
import { PRODUCTS } from '../src/products/identity';
import { searchBodyAttributes } from '../src/search/indexMarkup';
import { componentsApiPath, hasComponentsApiTab, loadedPage, sourceFileOf, tabParentOf } from './routes';
import { notFoundData, routeDataFor } from './navigation';
import { mdxComponents } from './mdxComponents';
import { editHrefOf, markdownPathOf } from './paths';
import { Island } from './islands/Island';

/**
 * One page of the site as HTML: the frame, the page's content and its islands' markers (the
 * header, the demos, the ad, the feedback widget). Rendered at build time only; nothing hydrates
 * it as a whole. The page's module must be loaded (routes.ts `loadPage`) before rendering.
 */
export function Page({ path, config, cache }: { path: string; config: SiteConfig; cache: EmotionCache }) {
  const written = routeDataFor(path);
  const data = written ?? notFoundData();
  const page = written ? loadedPage(path) : undefined;
  if (written && !page) throw new Error(`Page ${path} rendered before its module was loaded.`);
  const tabParent = tabParentOf(path);
  const tabs = tabParent ? { page: tabParent, current: 'api' as const } : hasComponentsApiTab(path) ? { page: path, current: 'components' as const } : undefined;
  const Content = page?.default;
  return (
    <SiteConfigContext.Provider value={config}>
      <TranslationProvider language={DEFAULT_LANGUAGE}>
        <SettingsProvider initial={DEFAULT_SETTINGS}>
          <DocsThemeProvider cache={cache}>
            <AppFrame
              products={data.products}
              productId={data.productId}
              versions={data.versions}
              sidebar={data.sidebar}
              activePath={tabParent ?? path}
              sourceHref={config.sourceRepo}
              breadcrumbs={data.breadcrumbs}
              toc={page?.toc ?? []}
              prev={data.prev}
              next={data.next}
              editHref={written ? editHrefOf(config, sourceFileOf(path)) : undefined}
              markdownHref={written ? markdownPathOf(path) : undefined}
              feedbackPath={written ? path : undefined}
              slots={{
                header: (
                  <Island kind="header" when="intent" props={{ products: data.products, productId: data.productId, versions: data.versions, sourceHref: config.sourceRepo }} />
                ),
                feedback: config.feedbackEndpoint ? <Island kind="feedback" when="visible" props={{ path }} /> : null,
              }}
            >
              {Content ? (
                // Search indexes a page's own text only (not the frame, not the 404 page), under its product.
                <>
                  {tabs && <PageTabs componentsHref={tabs.page} apiHref={componentsApiPath(tabs.page)} current={tabs.current} />}
                  <div {...searchBodyAttributes(PRODUCTS[data.productId].name)}>
                    <Content components={mdxComponents} />
                  </div>
                </>
              ) : (
                <NotFound homeHref="/material-ui/getting-started" />
              )}
            </AppFrame>
          </DocsThemeProvider>
        </SettingsProvider>
      </TranslationProvider>
    </SiteConfigContext.Provider>
  );
}
