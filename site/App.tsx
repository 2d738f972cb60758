import { Suspense, useEffect, type ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import type { EmotionCache } from '@emotion/react';
import { AppFrame } from '../src/components/AppFrame';
import { NotFound } from '../src/components/page/NotFound';
import { SiteConfigContext, type SiteConfig } from '../src/config/siteConfig';
import { TranslationProvider } from '../src/components/i18n/TranslationContext';
import { SettingsProvider, useSettings } from '../src/components/settings/SettingsContext';
import { DocsThemeProvider } from '../src/components/settings/DocsThemeProvider';
import { LinkComponentContext } from '../src/components/link/DocsLink';
import { AdEventsContext } from '../src/components/ads/AdEventsContext';
import type { Settings } from '../src/theme/settings';
import type { SettingsStore } from '../src/theme/storage';
import { loadPage, loadedPage } from './routes';
import { notFoundData, routeDataFor, type RouteData } from './navigation';
import { mdxComponents } from './mdxComponents';
import { pushAdEvent } from './adEvents';
import { editHrefOf, markHydrated, normalizePath, scrollToHash, setDocumentTitle } from './paths';

/** Renders the page's loaded module; suspends (keeping the old page) while its chunk loads. */
function PageContent({ path }: { path: string }) {
  const page = loadedPage(path);
  if (!page) throw loadPage(path);
  const Content = page.default;
  return <Content components={mdxComponents} />;
}

function DocsRoute({ config, siteTitle }: { config: SiteConfig; siteTitle: (data: RouteData) => string }) {
  const { pathname, hash } = useLocation();
  const path = normalizePath(pathname);
  const written = routeDataFor(path, 'en');
  const data = written ?? notFoundData('en');
  const found = written !== undefined;
  const title = siteTitle(data);
  // Runs on navigation only (path, hash), not on every re-render.
  useEffect(() => {
    setDocumentTitle(title);
    scrollToHash(hash);
  }, [path, hash, title]);
  return (
    <AppFrame
      products={data.products}
      productId={data.productId}
      versions={data.versions}
      sidebar={data.sidebar}
      activePath={path}
      sourceHref={config.sourceRepo}
      breadcrumbs={data.breadcrumbs}
      toc={found ? (loadedPage(path)?.toc ?? []) : []}
      prev={data.prev}
      next={data.next}
      editHref={found && !path.includes('/api/') ? editHrefOf(config, path) : undefined}
    >
      {found ? <PageContent path={path} /> : <NotFound homeHref="/material-ui/getting-started" />}
    </AppFrame>
  );
}

/** Restores the stored settings once the pre-rendered markup has hydrated, then marks the page ready. */
function RestoreSettings({ stored }: { stored?: Settings }) {
  const { dispatch } = useSettings();
  useEffect(() => {
    if (stored) dispatch({ type: 'RESTORE', settings: stored });
    markHydrated();
  }, [stored, dispatch]);
  return null;
}

export interface AppProps {
  config: SiteConfig;
  language: string;
  initialSettings: Settings;
  /** Settings to apply after hydration (client only). */
  storedSettings?: Settings;
  store?: SettingsStore;
  cache?: EmotionCache;
  siteTitle: (data: RouteData) => string;
  router: (children: ReactNode) => ReactNode;
}

/** The whole docs site: providers, frame and the page of the current path. */
export function App({ config, language, initialSettings, storedSettings, store, cache, siteTitle, router }: AppProps) {
  return (
    <SiteConfigContext.Provider value={config}>
      <AdEventsContext.Provider value={pushAdEvent}>
        <TranslationProvider language={language}>
          <SettingsProvider initial={initialSettings} store={store}>
            <RestoreSettings stored={storedSettings} />
            <DocsThemeProvider cache={cache}>
              <LinkComponentContext.Provider value={RouterLinkAdapter}>
                {router(
                  <Suspense fallback={null}>
                    <DocsRoute config={config} siteTitle={siteTitle} />
                  </Suspense>,
                )}
              </LinkComponentContext.Provider>
            </DocsThemeProvider>
          </SettingsProvider>
        </TranslationProvider>
      </AdEventsContext.Provider>
    </SiteConfigContext.Provider>
  );
}

function RouterLinkAdapter({ href, ...props }: { href: string } & React.AnchorHTMLAttributes<HTMLAnchorElement>) {
  return <RouterLink to={href} {...props} />;
}
