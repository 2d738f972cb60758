import { DEFAULT_LANGUAGE, type Language } from '../src/i18n/language';
import { readerLanguage } from '../src/i18n/readerLanguage';
import { safeLocalStorage } from './browserStorage';

let language: Language | undefined;

/**
 * The reader's language on this page (src/i18n/readerLanguage.ts: the query's `userLanguage`, else
 * the stored one), decided once and shared by the page script and every island (a module both
 * import). On the server: English, the language the HTML is rendered in.
 */
export function pageLanguage(): Language {
  if (typeof window === 'undefined') return DEFAULT_LANGUAGE;
  return (language ??= readerLanguage(window.location, safeLocalStorage()));
}
