import type { TranslationKey } from '../../i18n/translate';
import { ATTR_KEYS_ATTR, attrKeysMarker, TEXT_KEY_ATTR } from '../../i18n/textMarkers';
import { useTranslate } from './TranslationContext';

/**
 * A translated text of the static frame, marked with its key so the page script can show it in
 * the reader's language (the HTML is English): `<Tr k="toc.title" />`.
 */
export function Tr({ k }: { k: TranslationKey }) {
  const t = useTranslate();
  return <span {...{ [TEXT_KEY_ATTR]: k }}>{t(k)}</span>;
}

/**
 * Translated attributes with their marker: `{...trAttrs({ 'aria-label': 'toc.label' })}` gives
 * `aria-label="On this page" data-i18n-attrs="aria-label:toc.label"`.
 */
export function useTrAttrs(): (keys: Record<string, TranslationKey>) => Record<string, string> {
  const t = useTranslate();
  return (keys) => ({
    ...Object.fromEntries(Object.entries(keys).map(([attr, key]) => [attr, t(key)])),
    [ATTR_KEYS_ATTR]: attrKeysMarker(keys),
  });
}
