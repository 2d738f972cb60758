/** The commands this site gives GA4's gtag (spec §7 "Analytics"). */
export type GtagCommand =
  | [command: 'js', at: Date]
  | [command: 'config', measurementId: string, params: Record<string, unknown>]
  | [command: 'event', name: string, params: Record<string, unknown>]
  | [command: 'set', target: 'user_properties', properties: Record<string, unknown>];

/** GA4's `gtag(...)`. */
export type Gtag = (...command: GtagCommand) => void;

/** Where gtag lives: the window in the browser, a plain object in tests. */
export interface GtagHost {
  dataLayer?: unknown[];
  gtag?: Gtag;
}

/** The transport when analytics is off (no measurement id): events go nowhere. */
export const noGtag: Gtag = () => {};

/**
 * Installs GA4's gtag on the host, as Google's snippet does, and configures the measurement id
 * with `send_page_view: false` (page views are sent by hand, so the first load is not counted
 * twice). An empty id installs nothing and returns `noGtag`.
 */
export function installGtag(host: GtagHost, measurementId: string, now: () => Date): Gtag {
  if (!measurementId) return noGtag;
  host.dataLayer ??= [];
  // gtag.js only reads `arguments` objects off the dataLayer (arrays are ignored): keep the snippet's shape.
  const gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params -- gtag.js needs the Arguments object itself.
    (host.dataLayer ??= []).push(arguments);
  } as Gtag;
  host.gtag = gtag;
  gtag('js', now());
  gtag('config', measurementId, { send_page_view: false });
  return gtag;
}

/** The gtag.js script address for a measurement id (`<scriptUrl>?id=<id>`). */
export function gtagScriptSrc(scriptUrl: string, measurementId: string): string {
  const separator = scriptUrl.includes('?') ? '&' : '?';
  return `${scriptUrl}${separator}id=${encodeURIComponent(measurementId)}`;
}
