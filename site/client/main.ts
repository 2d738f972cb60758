import { siteConfig } from '../config';
import { pageSettings } from '../pageSettings';
import { safeLocalStorage } from '../browserStorage';
import { readOfflinePreference } from '../../src/sw/offlinePreference';
import { startSiteAnalytics } from '../analytics';
import { startServiceWorker } from '../serviceWorker';
import { applyLicenseKey } from '../licenseKey';
import { canonicalOf } from '../paths';
import { pageLanguage } from '../pageLanguage';
import { DEFAULT_LANGUAGE } from '../../src/i18n/language';
import { applySettingsToDocument } from '../../src/theme/documentMode';
import { startIslands } from './islands';
import { startInHouseAds } from './inHouseAds';
import { startCopyButtons } from './copy';
import { startCopyPageLinks } from './copyPage';
import { startScrollSpy } from './scrollSpy';
import { startSideNavState } from './sideNav';
import { startSearchShortcuts } from './shortcuts';
import { readPageData } from './pageData';
import { facesInRules, warmWebFonts } from './webFonts';
import { linkManifest } from './manifest';
import { afterLoad } from '../afterLoad';
import { ROBOTO_FACES } from '../fonts';
import { JOY_WEB_FONTS_CACHED_KEY, JOY_WEB_FONTS_META } from '../../src/theme/webFonts';
import '../global.css';

/**
 * The one script every page loads (small, no React): the reader's settings on <html>, the
 * delegated behaviours (copy, copy page as Markdown, scroll spy, nav state, search keys), the islands' triggers, and —
 * once the page is actually shown (not while prerendered on hover) — analytics and the service worker.
 */
const settings = pageSettings();
const osDark = window.matchMedia('(prefers-color-scheme: dark)');
const applySettings = () => applySettingsToDocument(document, settings.get(), osDark.matches);
settings.subscribe(applySettings);
osDark.addEventListener('change', applySettings);

// The frame's texts in the reader's language (the HTML is English); English readers load nothing for it.
const language = pageLanguage();
if (language !== DEFAULT_LANGUAGE) void import('./frameLanguage').then((m) => m.translateFrame(language));

startCopyButtons();
startCopyPageLinks();
startScrollSpy();
startSideNavState();
startSearchShortcuts();
// Another language: the header hydrates once the page is idle too, so its texts follow without waiting for a pointer.
startIslands(document, { hydrateIntentWhenIdle: language !== DEFAULT_LANGUAGE });
startInHouseAds(whenShown);
// The page's script is live (tests wait on it): settings, delegated behaviours and island triggers.
document.documentElement.dataset.pageReady = 'true';

/**
 * How long after the load event the web fonts are fetched for the next pages: late enough that
 * nothing the page paints first (its largest text included) shares the network with them.
 */
const WARM_FONTS_AFTER_LOAD_MS = 3000;

function whenShown(start: () => void): void {
  if (document.prerendering) document.addEventListener('prerenderingchange', start, { once: true });
  else start();
}

whenShown(() => {
  const page = readPageData();
  const analytics = startSiteAnalytics(siteConfig, language, settings.get());
  analytics.pageView({ path: page.path, title: document.title, productId: page.productId, productCategoryId: page.productCategoryId, canonical: canonicalOf(siteConfig, page.path) });
  settings.subscribe(() => analytics.settingsChanged(settings.get()));
  startServiceWorker(siteConfig.ownHost).pageShown(location.href);
  // "Available offline" on: the worker saves whatever is still missing (its code loads only then).
  if (readOfflinePreference(safeLocalStorage()).enabled) void import('../offlineReading').then(({ pageOfflineReading }) => pageOfflineReading().resume());
  void applyLicenseKey(siteConfig.licenseKey).catch((error: unknown) => console.warn('MUI X licence key not applied.', error));
  void afterLoad().then(() => {
    linkManifest();
    setTimeout(() => whenIdle(() => void warmWebFonts(ROBOTO_FACES)), WARM_FONTS_AFTER_LOAD_MS);
    // A page with a Joy demo names Inter's faces in its own tag (no other page knows their URLs).
    const joyFonts = document.querySelector<HTMLMetaElement>(`meta[name="${JOY_WEB_FONTS_META}"]`);
    if (joyFonts) setTimeout(() => whenIdle(() => void warmWebFonts(facesInRules(joyFonts.content), undefined, JOY_WEB_FONTS_CACHED_KEY)), WARM_FONTS_AFTER_LOAD_MS);
  });
});

function whenIdle(task: () => void): void {
  if ('requestIdleCallback' in window) requestIdleCallback(task, { timeout: 2000 });
  else task();
}
