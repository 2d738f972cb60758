import { isTranslationKey, type Translate, type TranslationKey } from './translate';
import type { Language } from './language';

/**
 * Pre-rendered texts of the static frame (breadcrumbs, contents, prev/next, tabs, footer …) are
 * English; these attributes name their keys so the page script can put them in the reader's
 * language without React (site/client/frameLanguage.ts). Islands render their own texts.
 */
export const TEXT_KEY_ATTR = 'data-i18n';
/** "aria-label:toc.label title:appBar.source": translated attributes and their keys. */
export const ATTR_KEYS_ATTR = 'data-i18n-attrs';

/** The attributes a marker may translate: labels only, never a URL or a handler. */
const TRANSLATABLE_ATTR = /^(aria-label|title|data-label-[a-z]+)$/;

/** The marker of translated attributes, e.g. { 'aria-label': 'toc.label' } → "aria-label:toc.label". */
export function attrKeysMarker(keys: Record<string, TranslationKey>): string {
  return Object.entries(keys)
    .map(([attr, key]) => `${attr}:${key}`)
    .join(' ');
}

/**
 * Puts every marked text and attribute under `root` in `language`, except inside `skip` (islands:
 * React owns their DOM). Unknown keys and attributes are left alone. Returns how many changed.
 */
export function translateMarked(root: ParentNode, language: Language, translate: Translate, skip: string): number {
  let changed = 0;
  const outside = (el: Element) => !el.closest(skip);
  for (const el of root.querySelectorAll(`[${TEXT_KEY_ATTR}]`)) {
    const key = el.getAttribute(TEXT_KEY_ATTR) ?? '';
    if (!isTranslationKey(key) || !outside(el)) continue;
    const text = translate(language, key);
    if (el.textContent !== text) {
      el.textContent = text;
      changed++;
    }
  }
  for (const el of root.querySelectorAll(`[${ATTR_KEYS_ATTR}]`)) {
    if (!outside(el)) continue;
    for (const pair of (el.getAttribute(ATTR_KEYS_ATTR) ?? '').split(' ')) {
      const [attr = '', key = ''] = pair.split(':');
      if (!TRANSLATABLE_ATTR.test(attr) || !isTranslationKey(key)) continue;
      const text = translate(language, key);
      if (el.getAttribute(attr) !== text) {
        el.setAttribute(attr, text);
        changed++;
      }
    }
  }
  return changed;
}
