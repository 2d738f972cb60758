/**
 * Spec §2: the language comes from the `userLanguage` query value, default en; only English is
 * offered. A reader may still ask for another well-formed language code: it is kept (version links
 * get its prefix, texts fall back as spec §8 says). A `Language` is always a validated, canonical
 * code: nothing else can be one, so a raw query value never reaches the page, storage, analytics
 * or a log.
 */
declare const validated: unique symbol;
export type Language = string & { readonly [validated]: true };

/** The languages the site offers (spec §2: English only). */
export const LANGUAGES = ['en'] as const;
export const DEFAULT_LANGUAGE = 'en' as Language;

/** The longest code accepted: language (3) + script (5) + region (4), e.g. "zh-Hans-CN", "es-419". */
export const MAX_LANGUAGE_LENGTH = 12;
/** A query string longer than this is not read at all (nobody types it; parsing it costs). */
export const MAX_SEARCH_LENGTH = 2048;

/** A small subset of BCP 47: language (2-3 letters), optional script (4 letters), optional region (2 letters or 3 digits). */
const CODE = /^([a-z]{2,3})(?:-([a-z]{4}))?(?:-([a-z]{2}|[0-9]{3}))?$/i;

/**
 * The canonical code of a well-formed language value ("pt-br" → "pt-BR", "ZH-hans" → "zh-Hans"),
 * or undefined for anything else (markup, `__proto__`, "en-", "zh--CN", overlong, non-ASCII).
 */
export function parseLanguage(value: unknown): Language | undefined {
  if (typeof value !== 'string' || value.length > MAX_LANGUAGE_LENGTH) return undefined;
  const match = CODE.exec(value);
  if (!match) return undefined;
  const [, language, script, region] = match as unknown as [string, string, string | undefined, string | undefined];
  let code = language.toLowerCase();
  if (script) code += `-${script[0]!.toUpperCase()}${script.slice(1).toLowerCase()}`;
  if (region) code += `-${region.toUpperCase()}`;
  return code as Language;
}

/** A known-good code (constants, stories, tests): throws on a value that is not one. */
export function languageOf(code: string): Language {
  const language = parseLanguage(code);
  if (language !== code) throw new Error(`Not a canonical language code: ${JSON.stringify(code)}`);
  return language;
}

/** Paths the language logic ignores (spec §2): the blog and the size snapshot. */
export const isLanguageIgnoredPath = (pathname: string): boolean =>
  /^\/((blog|x\/blog)(\/|$)|size-snapshot(\/|$))/.test(pathname);

/**
 * The `userLanguage` of a query string: `undefined` when there is none, `null` when there is one
 * that is not a well-formed code (or the query is too long to read), else its canonical code.
 * Only the first `userLanguage` counts, as URLSearchParams reads it.
 */
export function queryLanguage(search: string): Language | null | undefined {
  if (search.length > MAX_SEARCH_LENGTH) return null;
  let value: string | null;
  try {
    value = new URLSearchParams(search).get('userLanguage');
  } catch {
    return null;
  }
  if (value === null) return undefined;
  return parseLanguage(value) ?? null;
}

/**
 * The language a query string asks for: a well-formed `userLanguage` code, else English (garbage,
 * markup, a 10 kB value): the raw value never leaves this function.
 */
export function languageFromSearch(search: string): Language {
  return queryLanguage(search) ?? DEFAULT_LANGUAGE;
}

/** Prefixes a site path with a non-English language code, except for ignored paths. */
export function pathWithLanguage(pathname: string, language: Language): string {
  if (language === DEFAULT_LANGUAGE || isLanguageIgnoredPath(pathname)) return pathname;
  return `/${language}${pathname}`;
}

/**
 * The reverse, for the server: "/zh/material-ui/x" → { language: "zh", pathname: "/material-ui/x" }
 * when the first segment is a well-formed code and the rest is not an ignored path; else undefined.
 */
export function splitLanguagePrefix(pathname: string): { language: Language; pathname: string } | undefined {
  const match = /^\/([^/]{2,12})(\/.*)?$/.exec(pathname);
  const language = match && parseLanguage(match[1]);
  if (!language) return undefined;
  const rest = match[2] ?? '/';
  if (isLanguageIgnoredPath(rest)) return undefined;
  return { language, pathname: rest };
}
