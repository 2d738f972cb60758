/** Crawlers named in the user agent (spec §4: bots get an empty span, no script, no fetch). */
export const BOT_NAMES = [
  'Googlebot',
  'bingbot',
  'Slurp',
  'DuckDuckBot',
  'Baiduspider',
  'YandexBot',
  'facebookexternalhit',
  'Twitterbot',
  'LinkedInBot',
  'Applebot',
  'AhrefsBot',
  'SemrushBot',
] as const;

// HeadlessChrome and Chrome-Lighthouse are deliberately NOT bots: Lighthouse and our own e2e
// tests run headless Chrome and must see the ads the way a visitor does.
const GENERIC = ['bot', 'crawler', 'spider', 'crawling'];

/** Case-insensitive user-agent pattern for bots: the named crawlers plus generic crawler words. */
export const BOT_PATTERN = new RegExp([...BOT_NAMES, ...GENERIC].join('|'), 'i');

/** Whether a user agent belongs to a bot (spec §4). */
export function isBot(userAgent: string): boolean {
  return typeof userAgent === 'string' && BOT_PATTERN.test(userAgent);
}
