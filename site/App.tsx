import { Suspense, useEffect, useRef, type ReactNode } from 'react';
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
import { PRODUCTS } from '../src/products/identity';
import { searchBodyAttributes } from '../src/search/indexMarkup';
import { componentsApiPath, hasComponentsApiTab, loadPage, loadedPage, tabParentOf } from './routes';
import { PageTabs } from '../src/components/page/PageTabs';
import { notFoundData, routeDataFor, type RouteData } from './navigation';
import { mdxComponents } from './mdxComponents';
import { pushAdEvent } from './adEvents';
import { canonicalOf, editHrefOf, markHydrated, normalizePath, scrollToHash, setDocumentTitle } from './paths';

/** Renders the page's loaded module; suspends (keeping the old page) while its chunk loads. */
function PageContent({ path }: { path: string }) {
  const page = loadedPage(path);
  if (!page) throw loadPage(path);
  const Content = page.default;
  return <Content components={mdxComponents} />;
}

function DocsRoute({ config, siteTitle, onNavigate }: { config: SiteConfig; siteTitle: (data: RouteData) => string; onNavigate?: (view: NavigationView) => void }) {
  const { pathname, hash } = useLocation();
  const path = normalizePath(pathname);
  const written = routeDataFor(path, 'en');
  const data = written ?? notFoundData('en');
  const found = written !== undefined;
  const title = siteTitle(data);
  const { productId } = data;
  const tabParent = tabParentOf(path);
  const tabs = tabParent ? { page: tabParent, current: 'api' as const } : hasComponentsApiTab(path) ? { page: path, current: 'components' as const } : undefined;
  const reported = useRef<string | undefined>(undefined);
  // Runs on navigation only (path, hash), not on every re-render.
  useEffect(() => {
    setDocumentTitle(title);
    scrollToHash(hash);
    // A new page (first render included), not a jump within the page.
    if (reported.current === path) return;
    reported.current = path;
    onNavigate?.({ path, title, productId, productCategoryId: PRODUCTS[productId].categoryId, canonical: canonicalOf(config, path) });
  }, [path, hash, title, productId, config, onNavigate]);
  return (
    <AppFrame
      products={data.products}
      productId={data.productId}
      versions={data.versions}
      sidebar={data.sidebar}
      activePath={tabParentOf(path) ?? path}
      sourceHref={config.sourceRepo}
      breadcrumbs={data.breadcrumbs}
      toc={found ? (loadedPage(path)?.toc ?? []) : []}
      prev={data.prev}
      next={data.next}
      editHref={found && !path.includes('/api/') ? editHrefOf(config, path) : undefined}
      feedbackPath={found ? path : undefined}
    >
      {found ? (
        // Search indexes a page's own text only (not the frame, not the 404 page), under its product.
        <>
          {tabs && <PageTabs componentsHref={tabs.page} apiHref={componentsApiPath(tabs.page)} current={tabs.current} />}
          <div {...searchBodyAttributes(PRODUCTS[data.productId].name)}>
            <PageContent path={path} />
          </div>
        </>
      ) : (
        <NotFound homeHref="/material-ui/getting-started" />
      )}
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

/** Reports the reader's settings (analytics user properties), skipping the markup's settings that precede the restore. */
function ReportSettings({ onChange, beforeRestore }: { onChange: (settings: Settings) => void; beforeRestore?: Settings }) {
  const { settings } = useSettings();
  useEffect(() => {
    if (settings !== beforeRestore) onChange(settings);
  }, [settings, beforeRestore, onChange]);
  return null;
}

/** The page a navigation shows (first render included): what analytics' page_view and the service worker get. */
export interface NavigationView {
  path: string;
  title: string;
  productId: string;
  productCategoryId: string;
  /** Site origin + path, as in the page's canonical link. */
  canonical: string;
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
  /** Called once per page shown: on the first render and after every client navigation (client only). */
  onNavigate?: (view: NavigationView) => void;
  /** Called with the reader's settings once restored, and on every change (client only). */
  onSettingsChange?: (settings: Settings) => void;
}

/** The whole docs site: providers, frame and the page of the current path. */
export function App({ config, language, initialSettings, storedSettings, store, cache, siteTitle, router, onNavigate, onSettingsChange }: AppProps) {
  return (
    <SiteConfigContext.Provider value={config}>
      <AdEventsContext.Provider value={pushAdEvent}>
        <TranslationProvider language={language}>
          <SettingsProvider initial={initialSettings} store={store}>
            <RestoreSettings stored={storedSettings} />
            {onSettingsChange && <ReportSettings onChange={onSettingsChange} beforeRestore={storedSettings ? initialSettings : undefined} />}
            <DocsThemeProvider cache={cache}>
              <LinkComponentContext.Provider value={RouterLinkAdapter}>
                {router(
                  <Suspense fallback={null}>
                    <DocsRoute config={config} siteTitle={siteTitle} onNavigate={onNavigate} />
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
