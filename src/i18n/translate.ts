import { ERRORS } from '../spec/errors';
import en from './locales/en.json';

/** Every translation key; English is the reference language. */
export type TranslationKey = keyof typeof en;
/** Translations keyed by language code, each a flat map of dotted keys (spec §3). */
export type Translations = Record<string, Partial<Record<TranslationKey, string>>>;

export const translations: Translations = { en };

export interface TranslateLogger {
  warn: (message: string) => void;
  error: (message: string) => void;
}

/**
 * Builds a translate function (spec §8): a missing key warns once per key and language and falls
 * back to English; a missing language logs an error and shows "…".
 */
export function createTranslator(all: Translations, logger: TranslateLogger = console) {
  const warned = new Set<string>();
  return function translate(language: string, key: TranslationKey): string {
    const table = all[language];
    if (!table) {
      if (!warned.has(`lang:${language}`)) {
        warned.add(`lang:${language}`);
        logger.error(`Missing language "${language}" in translations.`);
      }
      return ERRORS.missingLanguagePlaceholder;
    }
    const value = table[key];
    if (value !== undefined) return value;
    const id = `${language}:${key}`;
    if (!warned.has(id)) {
      warned.add(id);
      logger.warn(`Missing translation for "${key}" in "${language}"; using English.`);
    }
    return all.en?.[key] ?? key;
  };
}
