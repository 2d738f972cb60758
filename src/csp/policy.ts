import type { SiteConfig } from '../config/siteConfig';

/** A Content-Security-Policy as directive → sources, in the order it is sent. */
export type CspDirectives = Record<string, string[]>;

/** The third parties a deployment talks to, per kind of request. */
export interface CspThirdParties {
  /** Scripts: the ad network's and the analytics script's origins. */
  script: string[];
  /** fetch / XHR / beacons: the ad feed, analytics hits, chat and feedback endpoints. */
  connect: string[];
  /** Images: ad images, impression and tracking pixels, analytics pixels. */
  img: string[];
}

/** Everything the policy is built from; the build writes it next to the pages (dist/.csp.json). */
export interface CspManifest {
  /** `sha256-<base64>` of every inline script the pages carry (the colour-mode init script). */
  scriptHashes: string[];
  thirdParties: CspThirdParties;
  /**
   * `sha256-<base64>` of the inline scripts of the Storybook the site serves at /storybook/
   * (its manager's and preview's config blocks); only its own policy allows them
   * (src/csp/storybookPolicy.ts). Absent or empty: the build holds no Storybook.
   */
  storybookScriptHashes?: string[];
}

/**
 * Where GA4 sends hits and pixels by default (Google's CSP guide for GA4); a deployment with
 * another collector lists its own origins instead (CSP_ANALYTICS_ORIGINS at build time).
 */
export const GA4_HIT_ORIGINS = ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'];

// An origin, optionally with a leading wildcard label: nothing that could smuggle a keyword or a ';' in.
const ORIGIN_SOURCE = /^https?:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/i;

/** The origin of an absolute http(s) URL; undefined for a relative URL (same origin) or anything else. */
export function originOf(url: string): string | undefined {
  if (!/^https?:\/\//i.test(url)) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/** Origins from a list in an environment variable (spaces or commas); anything that is not an origin is an error. */
export function parseOrigins(list: string): string[] {
  const items = list.split(/[\s,]+/).filter(Boolean);
  const bad = items.find((item) => !ORIGIN_SOURCE.test(item));
  if (bad !== undefined) throw new Error(`Not an origin for the CSP: ${JSON.stringify(bad)} (expected e.g. https://cdn.example.com)`);
  return items;
}

const unique = (list: (string | undefined)[]) => [...new Set(list.filter((s): s is string => s !== undefined))];

type ThirdPartyConfig = Pick<SiteConfig, 'adScriptUrl' | 'adFeedUrl' | 'analyticsId' | 'analyticsScriptUrl' | 'chatEndpoint' | 'feedbackEndpoint'>;

/**
 * The third parties a site configuration needs, and no others: the ad network (script and
 * feed origins, plus `adOrigins` its script or feed reaches), analytics only when a measurement
 * id is set (its script's origin, plus `analyticsOrigins` its hits go to), and the chat and
 * feedback endpoints when they point off-site.
 */
export function thirdPartiesFor(config: ThirdPartyConfig, extra: { adOrigins?: string[]; analyticsOrigins?: string[] } = {}): CspThirdParties {
  const adScript = config.adScriptUrl ? originOf(config.adScriptUrl) : undefined;
  const adFeed = config.adFeedUrl ? originOf(config.adFeedUrl) : undefined;
  const ads = config.adScriptUrl || config.adFeedUrl ? (extra.adOrigins ?? []) : [];
  const analytics = config.analyticsId !== '';
  const analyticsScript = analytics ? originOf(config.analyticsScriptUrl) : undefined;
  const hits = analytics ? (extra.analyticsOrigins ?? GA4_HIT_ORIGINS) : [];
  return {
    script: unique([adScript, ...ads, analyticsScript]),
    connect: unique([adFeed, ...ads, analyticsScript, ...hits, originOf(config.chatEndpoint), originOf(config.feedbackEndpoint)]),
    img: unique([adScript, adFeed, ...ads, analyticsScript, ...hits]),
  };
}

/**
 * The site's policy. Scripts: our own files, the hashed colour-mode init script and the
 * configured third parties; never 'unsafe-inline' or 'unsafe-eval'. 'wasm-unsafe-eval' lets
 * Pagefind compile its WebAssembly search index and allows nothing else.
 *
 * Styles keep 'unsafe-inline', on purpose: the pre-rendered pages carry Emotion's critical CSS
 * in <style> tags and React's style="" attributes (a nonce cannot cover attributes), MUI inserts
 * <style> tags at run time, and a per-request nonce would make every page dynamic and break the
 * service worker's precached copies. Injected CSS cannot run code; scripts are what the policy guards.
 */
export function cspDirectives({ scriptHashes, thirdParties }: CspManifest): CspDirectives {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes.map((h) => `'${h}'`), "'wasm-unsafe-eval'", ...thirdParties.script],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', ...thirdParties.img],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...thirdParties.connect],
    'manifest-src': ["'self'"],
    'worker-src': ["'self'"],
    'frame-src': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/** The header value: `directive source source; …`. */
export const serializeCsp = (directives: CspDirectives): string =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
