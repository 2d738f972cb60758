import { ERRORS } from '../spec/errors';
import type { Language } from './language';
import en from './locales/en.json';
import zh from './locales/zh.json';

/** Every translation key; English is the reference language. */
export type TranslationKey = keyof typeof en;
/** Translations keyed by language code, each a flat map of dotted keys (spec §3). */
export type Translations = Record<string, Partial<Record<TranslationKey, string>>>;

/**
 * The shipped tables: English, complete, and a partial Chinese one (the shell's most visible
 * words), so a missing translation falls back for real. Spec §2: only English is offered.
 */
export const translations: Translations = { en, zh: zh satisfies Partial<Record<TranslationKey, string>> };

/** Whether a value is a translation key (markup the page script reads is checked against it). */
export const isTranslationKey = (value: string): value is TranslationKey => Object.hasOwn(en, value);

export interface TranslateLogger {
  warn: (message: string) => void;
  error: (message: string) => void;
}

export type Translate = (language: Language, key: TranslationKey) => string;

/**
 * Builds a translate function (spec §8): a missing key warns once per key and language and falls
 * back to English; a missing language logs an error (once) and shows "…".
 */
export function createTranslator(all: Translations, logger: TranslateLogger = console): Translate {
  const warned = new Set<string>();
  return function translate(language, key) {
    // Own properties only: "constructor" or "__proto__" is no table and no key.
    const table = Object.hasOwn(all, language) ? all[language] : undefined;
    if (!table) {
      if (!warned.has(`lang:${language}`)) {
        warned.add(`lang:${language}`);
        logger.error(`Missing language "${language}" in translations.`);
      }
      return ERRORS.missingLanguagePlaceholder;
    }
    const value = Object.hasOwn(table, key) ? table[key] : undefined;
    if (value !== undefined) return value;
    const id = `${language}:${key}`;
    if (!warned.has(id)) {
      warned.add(id);
      logger.warn(`Missing translation for "${key}" in "${language}"; using English.`);
    }
    return all.en && Object.hasOwn(all.en, key) ? (all.en[key] ?? key) : key;
  };
}

/**
 * The page's one translator: the islands (TranslationContext) and the page script (the frame's
 * texts) both use it, so a warning is logged once per key and language for the whole page.
 */
export const translate: Translate = createTranslator(translations);
