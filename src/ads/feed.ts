import type { FeedAd } from './types';
import { cut, stripMarkup } from './plainText';

/** Spec §7 safety caps for the feed: body bytes, text length, URL length, pixel count. */
export const FEED_LIMITS = { maxBytes: 64 * 1024, maxTextLength: 300, maxUrlLength: 2048, maxPixels: 10 } as const;

/** An absolute http(s) URL (normalised), or undefined: no `javascript:`, `data:`, relative or credential URLs. */
export function safeHttpUrl(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length === 0 || value.length > FEED_LIMITS.maxUrlLength) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  // "https://mui.com@evil.example" reads as mui.com but goes elsewhere: not in an ad.
  if (url.username || url.password) return undefined;
  return url.href.length > FEED_LIMITS.maxUrlLength ? undefined : url.href;
}

/**
 * Spec §7: the ad's tracking pixels: split on "||", trimmed, every "[timestamp]" filled in, only
 * safe http(s) URLs kept, at most FEED_LIMITS.maxPixels.
 */
export function pixelsOf(pixel: unknown, timestamp: number | string): string[] {
  if (typeof pixel !== 'string') return [];
  const stamp = encodeURIComponent(String(timestamp));
  const pixels: string[] = [];
  for (const part of pixel.split('||')) {
    const url = safeHttpUrl(part.trim().replaceAll('[timestamp]', stamp));
    if (url) pixels.push(url);
    if (pixels.length >= FEED_LIMITS.maxPixels) break;
  }
  return pixels;
}

/** Feed text as plain text: strings only, markup stripped, whitespace collapsed, cut to `max`. */
export function plainText(value: unknown, max: number): string {
  if (typeof value !== 'string') return '';
  // Bounds the work on a giant string; nothing longer than a whole feed body can be a valid field.
  const bounded = cut(value, FEED_LIMITS.maxBytes);
  // Control characters become spaces, then collapse with the rest of the whitespace.
  // eslint-disable-next-line no-control-regex
  const text = stripMarkup(bounded).replace(/[\u0000-\u001f\u007f]/g, ' ').replace(/\s+/g, ' ').trim();
  return cut(text, max).trimEnd();
}

/** The feed ad's timestamp when it is a plain number or digit string, else `now`. */
function timestampOf(value: unknown, now: number): number | string {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && /^\d{1,20}$/.test(value)) return value;
  return now;
}

/** A plain (non-array) object, or undefined. */
function record(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

/**
 * Spec §7: the first ad of the feed with a non-empty body (its description, as plain text) and a
 * safe statlink, as data only. Anything malformed gives null; never throws.
 */
export function parseFeed(body: unknown, now: number): FeedAd | null {
  try {
    const ads = record(body)?.ads;
    if (!Array.isArray(ads)) return null;
    for (const item of ads) {
      const ad = record(item);
      if (!ad) continue;
      const description = plainText(ad.description, FEED_LIMITS.maxTextLength);
      const link = safeHttpUrl(ad.statlink);
      if (!description || !link) continue;
      const image = safeHttpUrl(ad.image);
      const impression = safeHttpUrl(ad.statimp);
      return {
        link,
        ...(image ? { image } : {}),
        company: plainText(ad.company, FEED_LIMITS.maxTextLength),
        description,
        ...(impression ? { impression } : {}),
        pixels: pixelsOf(ad.pixel, timestampOf(ad.timestamp, now)),
      };
    }
    return null;
  } catch {
    return null;
  }
}
