import { NO_ANALYTICS, startAnalytics, type Analytics, type AnalyticsGlobals } from '../src/analytics/analytics';
import type { SiteConfig } from '../src/config/siteConfig';
import type { Language } from '../src/i18n/language';
import type { Settings } from '../src/theme/settings';

/** The browser's side of analytics (client only: nothing here runs during the server render). */
const browserGlobals = (): AnalyticsGlobals => ({
  host: window as unknown as AnalyticsGlobals['host'],
  now: () => new Date(),
  random: Math.random,
  sessionStorage: () => window.sessionStorage,
  loadScript: (src) => {
    const script = document.createElement('script');
    script.async = true;
    script.src = src;
    document.head.appendChild(script);
  },
  matchMedia: (query) => window.matchMedia(query),
  devicePixelRatio: () => window.devicePixelRatio,
  listenToClicks: (listener) => {
    // Capture phase: a handler that stops propagation does not hide the click from analytics.
    const onClick = (event: MouseEvent) => listener(event.target);
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  },
  warn: (message) => console.warn(message),
  // Its own chunk, fetched only by the ~1 in 10000 sampled visits.
  loadVitals: () => import('web-vitals'),
});

let current: Analytics = NO_ANALYTICS;

/** Starts analytics for this page load (spec §7); without an analytics id it does nothing. */
export function startSiteAnalytics(config: SiteConfig, userLanguage: Language, settings: Settings): Analytics {
  current.stop();
  current = startAnalytics(
    { measurementId: config.analyticsId, scriptUrl: config.analyticsScriptUrl, userLanguage, settings },
    browserGlobals(),
  );
  return current;
}

/** The running analytics (no-op until started, and on the server). */
export const siteAnalytics: Analytics = {
  pageView: (view) => current.pageView(view),
  settingsChanged: (settings) => current.settingsChanged(settings),
  adEvent: (event) => current.adEvent(event),
  stop: () => current.stop(),
};
