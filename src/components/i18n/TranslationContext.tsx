import { createContext, useCallback, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { translate, type TranslationKey } from '../../i18n/translate';
import { DEFAULT_LANGUAGE, type Language } from '../../i18n/language';

const LanguageContext = createContext<Language>(DEFAULT_LANGUAGE);

/** Provides the page language (a validated code: `Language`). */
export function TranslationProvider({ language, children }: { language: Language; children: ReactNode }) {
  return <LanguageContext.Provider value={language}>{children}</LanguageContext.Provider>;
}

const noSubscribe = () => () => {};
const preRendered = () => DEFAULT_LANGUAGE;

/**
 * Islands: hydrate in the language the HTML was rendered in (English), then switch to the
 * reader's (hydrating straight into another language would not match the HTML).
 */
export function ReaderLanguageProvider({ language, children }: { language: Language; children: ReactNode }) {
  const current = useSyncExternalStore(noSubscribe, () => language, preRendered);
  return <TranslationProvider language={current}>{children}</TranslationProvider>;
}

/** The page language. */
export const useLanguage = (): Language => useContext(LanguageContext);

/** `t('dotted.key')` in the page language, with the English fallback of spec §8. */
export function useTranslate(): (key: TranslationKey) => string {
  const language = useLanguage();
  return useCallback((key: TranslationKey) => translate(language, key), [language]);
}
