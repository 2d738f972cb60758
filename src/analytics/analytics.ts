import type { AdEvent } from '../ads/types';
import type { CodeVariant, ColorMode } from '../theme/settings';
import { gtagScriptSrc, installGtag, type GtagHost } from './gtag';
import { sendPageView, type PageView } from './pageView';
import { createClickTracker } from './clicks';
import { createUserPropertiesReporter } from './userProperties';
import { reportVitals, vitalsSampled, type VitalsApi } from './vitals';
import { safeStore } from './sessionStore';

/** The part of a MediaQueryList analytics listens to. */
export interface MediaQueryLike {
  matches: boolean;
  addEventListener(type: 'change', listener: () => void): void;
  removeEventListener(type: 'change', listener: () => void): void;
}

/** Everything analytics takes from the browser, passed in (tests pass fakes). */
export interface AnalyticsGlobals {
  /** Where gtag and dataLayer live (the window). */
  host: GtagHost;
  now: () => Date;
  random: () => number;
  /** Reading window.sessionStorage can throw: hence a getter. */
  sessionStorage: () => Pick<Storage, 'getItem' | 'setItem'> | null | undefined;
  /** Adds `<script async src>` to the page. */
  loadScript: (src: string) => void;
  matchMedia: (query: string) => MediaQueryLike;
  devicePixelRatio: () => number;
  /** Listens to every click of the document; returns the unsubscribe. */
  listenToClicks: (listener: (target: unknown) => void) => () => void;
  warn: (message: string) => void;
  /** The web-vitals package, imported lazily. */
  loadVitals: () => Promise<VitalsApi>;
}

export interface AnalyticsOptions {
  /** GA4 measurement id; empty = analytics off. */
  measurementId: string;
  /** gtag.js address, without the id. */
  scriptUrl: string;
  userLanguage: string;
  settings: { mode: ColorMode; codeVariant: CodeVariant };
}

/** What the site tells analytics. */
export interface Analytics {
  pageView(view: PageView): void;
  settingsChanged(settings: { mode: ColorMode; codeVariant: CodeVariant }): void;
  adEvent(event: AdEvent): void;
  stop(): void;
}

/** Analytics switched off: calls go nowhere. */
export const NO_ANALYTICS: Analytics = { pageView() {}, settingsChanged() {}, adEvent() {}, stop() {} };

/**
 * Spec §7 "Analytics": installs gtag, loads its script, tracks clicks, keeps the user properties
 * current and, for a sampled visit, reports web vitals. Without a measurement id nothing happens.
 */
export function startAnalytics(options: AnalyticsOptions, g: AnalyticsGlobals): Analytics {
  if (!options.measurementId) return NO_ANALYTICS;
  const gtag = installGtag(g.host, options.measurementId, g.now);
  g.loadScript(gtagScriptSrc(options.scriptUrl, options.measurementId));
  const stops: (() => void)[] = [g.listenToClicks(createClickTracker({ gtag, random: g.random, warn: g.warn }))];

  const dark = g.matchMedia('(prefers-color-scheme: dark)');
  const userProperties = createUserPropertiesReporter(gtag, {
    ...options.settings,
    userLanguage: options.userLanguage,
    devicePixelRatio: g.devicePixelRatio(),
    osPrefersDark: dark.matches,
  });
  const onSchemeChange = () => userProperties.update({ osPrefersDark: dark.matches });
  dark.addEventListener('change', onSchemeChange);
  stops.push(() => dark.removeEventListener('change', onSchemeChange));

  // A resolution query matches only the current ratio: when it stops matching (zoom, another
  // screen) report the new ratio and watch that one instead.
  let stopRatio = () => {};
  const watchRatio = () => {
    const query = g.matchMedia(`(resolution: ${g.devicePixelRatio()}dppx)`);
    const onChange = () => {
      stopRatio();
      userProperties.update({ devicePixelRatio: g.devicePixelRatio() });
      watchRatio();
    };
    query.addEventListener('change', onChange);
    stopRatio = () => query.removeEventListener('change', onChange);
  };
  watchRatio();
  stops.push(() => stopRatio());

  if (vitalsSampled(safeStore(g.sessionStorage), g.random)) {
    reportVitals(gtag, g.loadVitals).catch((error: unknown) => g.warn(`Analytics: web vitals not reported (${String(error)}).`));
  }

  return {
    pageView: (view) => sendPageView(gtag, view),
    settingsChanged: (settings) => userProperties.update({ mode: settings.mode, codeVariant: settings.codeVariant }),
    adEvent: (event) => gtag('event', event.eventCategory, { eventAction: event.eventAction, eventLabel: event.eventLabel }),
    stop: () => stops.forEach((stop) => stop()),
  };
}
