import { DEFAULT_LANGUAGE, isLanguageIgnoredPath, parseLanguage, queryLanguage, type Language } from './language';

/** localStorage key of the reader's language (a canonical code; absent = English). */
export const LANGUAGE_STORAGE_KEY = 'mui-docs-language';

/** The part of the Web Storage API the language needs. */
export type LanguageStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * The reader's language on a page, kept across pages in storage (links stay the same for every
 * reader: the HTML, its cache, speculation rules and the service worker see one URL per page):
 * - a well-formed `userLanguage` in the query is the language, and is stored (`en` clears it);
 * - a malformed one gives English on this page and leaves storage alone;
 * - no `userLanguage`: the stored language (checked again: storage is input too), else English;
 * - the blog and the size snapshot (spec §2) are always English and never read or write storage.
 * Storage that throws (disabled, private mode, quota) only loses the memory of the language.
 */
export function readerLanguage(location: { pathname: string; search: string }, storage: LanguageStorage | null): Language {
  if (isLanguageIgnoredPath(location.pathname)) return DEFAULT_LANGUAGE;
  const asked = queryLanguage(location.search);
  if (asked === null) return DEFAULT_LANGUAGE;
  try {
    if (asked === undefined) return parseLanguage(storage?.getItem(LANGUAGE_STORAGE_KEY)) ?? DEFAULT_LANGUAGE;
    if (asked === DEFAULT_LANGUAGE) storage?.removeItem(LANGUAGE_STORAGE_KEY);
    else storage?.setItem(LANGUAGE_STORAGE_KEY, asked);
  } catch {
    // Storage refused: the language holds for this page only.
  }
  return asked ?? DEFAULT_LANGUAGE;
}
