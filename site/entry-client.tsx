import { hydrateRoot, createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './App';
import { siteConfig } from './config';
import { DEFAULT_SETTINGS } from '../src/theme/settings';
import { createSettingsStore } from '../src/theme/storage';
import { languageFromSearch } from '../src/i18n/language';
import { loadPage, writtenPaths } from './routes';
import { normalizePath, siteTitleOf } from './paths';
import { startServiceWorker } from './serviceWorker';
import { startSiteAnalytics } from './analytics';
import { applyLicenseKey } from './licenseKey';
import './global.css';

const safeLocalStorage = (): Storage | null => {
  try {
    return window.localStorage;
  } catch {
    return null; // Access itself can throw (disabled storage, sandboxed frames).
  }
};

async function start() {
  const store = createSettingsStore(safeLocalStorage());
  const stored = store.load();
  const language = languageFromSearch(location.search);
  const analytics = startSiteAnalytics(siteConfig, language, stored);
  const serviceWorker = startServiceWorker(siteConfig.ownHost);
  void applyLicenseKey(siteConfig.licenseKey).catch((error: unknown) => console.warn('MUI X licence key not applied.', error));
  const path = normalizePath(location.pathname);
  if (writtenPaths.has(path)) await loadPage(path);
  const root = document.getElementById('root')!;
  const app = (
    <App
      config={siteConfig}
      language={language}
      // Hydrate with the markup's settings (mode only changes CSS variables); the rest follows.
      initialSettings={{ ...DEFAULT_SETTINGS, mode: stored.mode }}
      storedSettings={stored}
      store={store}
      siteTitle={siteTitleOf}
      router={(children) => <BrowserRouter>{children}</BrowserRouter>}
      onNavigate={(view) => {
        analytics.pageView(view);
        serviceWorker.pageShown(new URL(view.path, location.origin).href);
      }}
      onSettingsChange={analytics.settingsChanged}
    />
  );
  if (root.firstElementChild) {
    hydrateRoot(root, app, {
      // A mismatch between the pre-rendered HTML and the client is a bug: make it loud.
      onRecoverableError: (error, info) => console.error('Hydration mismatch:', error, info.componentStack ?? ''),
    });
  } else createRoot(root).render(app);
}

void start();
