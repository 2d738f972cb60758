import { createContext, useCallback, useContext, type ReactNode } from 'react';
import { createTranslator, translations, type TranslationKey } from '../../i18n/translate';
import { DEFAULT_LANGUAGE } from '../../i18n/language';

const translate = createTranslator(translations);
const LanguageContext = createContext<string>(DEFAULT_LANGUAGE);

/** Provides the page language (already validated from `userLanguage`). */
export function TranslationProvider({ language, children }: { language: string; children: ReactNode }) {
  return <LanguageContext.Provider value={language}>{children}</LanguageContext.Provider>;
}

/** The page language. */
export const useLanguage = (): string => useContext(LanguageContext);

/** `t('dotted.key')` in the page language, with the English fallback of spec §8. */
export function useTranslate(): (key: TranslationKey) => string {
  const language = useLanguage();
  return useCallback((key: TranslationKey) => translate(language, key), [language]);
}
