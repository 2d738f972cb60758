/**
 * Web fonts without a cost on the first page: a page never waits for, nor downloads, a font
 * before it is shown. Text paints in the system's face (Roboto itself where the system has it:
 * Android, ChromeOS); once a page is idle, the page script fetches the faces into the cache and
 * notes it, and from then on the head script declares them before the first paint (display
 * `optional`: a face not at hand in time is skipped, so nothing ever shifts).
 */

/** localStorage key: "1" once the faces are in the browser's cache. */
export const WEB_FONTS_CACHED_KEY = 'docs-fonts-cached';
/** The meta tag holding the faces' @font-face rules (written by the build, read by the head script). */
export const WEB_FONTS_META = 'docs-fonts';

export interface WebFontFace {
  weight: number;
  url: string;
}

/** The @font-face rules of `family` for `faces` (what the head script writes). */
export const fontFaceCss = (family: string, faces: readonly WebFontFace[]): string =>
  faces.map((f) => `@font-face{font-family:${family};font-style:normal;font-display:optional;font-weight:${f.weight};src:url(${f.url}) format("woff2")}`).join('');

/**
 * Joy UI's typeface (Inter), the same way but only on pages with a Joy demo: their own meta tag
 * and cached flag, so no other page declares, fetches or caches it.
 */
export const JOY_WEB_FONTS_META = 'docs-fonts-joy';
export const JOY_WEB_FONTS_CACHED_KEY = 'docs-fonts-joy-cached';

/** Each set of faces: the meta tag that holds its rules and the flag that says it is cached. */
export const WEB_FONT_SETS: readonly { meta: string; cachedKey: string }[] = [
  { meta: WEB_FONTS_META, cachedKey: WEB_FONTS_CACHED_KEY },
  { meta: JOY_WEB_FONTS_META, cachedKey: JOY_WEB_FONTS_CACHED_KEY },
];
