/** Spec §2: only English is offered; the language comes from the `userLanguage` query value. */
export const LANGUAGES = ['en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Paths the language logic ignores (spec §2): the blog and the size snapshot. */
export const isLanguageIgnoredPath = (pathname: string): boolean =>
  /^\/((blog|x\/blog)(\/|$)|size-snapshot(\/|$))/.test(pathname);

/**
 * Reads `userLanguage` from a query string. Anything that is not an offered language code
 * (garbage, markup, a 10 kB value) gives English: the raw value never leaves this function.
 */
export function languageFromSearch(search: string): Language {
  if (search.length > 2048) return DEFAULT_LANGUAGE;
  let value: string | null = null;
  try {
    value = new URLSearchParams(search).get('userLanguage');
  } catch {
    return DEFAULT_LANGUAGE;
  }
  return (LANGUAGES as readonly string[]).includes(value ?? '') ? (value as Language) : DEFAULT_LANGUAGE;
}

/** Prefixes a site path with a non-English language code, except for ignored paths. */
export function pathWithLanguage(pathname: string, language: string): string {
  if (language === DEFAULT_LANGUAGE || isLanguageIgnoredPath(pathname)) return pathname;
  return `/${language}${pathname}`;
}
