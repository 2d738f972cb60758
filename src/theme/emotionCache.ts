import createCache, { type EmotionCache } from '@emotion/cache';
import { LAYER, RULESET, type Middleware } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import type { Direction } from './settings';
import { bidiRules } from './bidiStyles';
import { currentPrefixer } from './currentPrefixer';

/**
 * stylis-plugin-rtl skips rules nested in @layer; every rule here is, so hand it the rule as if
 * it stood at the top level.
 */
const rtlInLayer: Middleware = (element, index, children, callback) => {
  const parent = element.parent;
  if (element.type === RULESET && parent?.type === LAYER) {
    element.parent = null;
    rtlPlugin(element, index, children, callback);
    element.parent = parent;
    return undefined;
  }
  return rtlPlugin(element, index, children, callback);
};

/**
 * Emotion cache of the docs: every rule goes into the `mui` cascade layer (spec §9 layer order),
 * rtl flips logical sides through stylis-plugin-rtl, and only the vendor prefixes current browsers
 * need are written (currentPrefixer.ts).
 */
export function createDocsEmotionCache(direction: Direction | 'both' = 'ltr', nonce?: string): EmotionCache {
  const cache = createCache({
    key: direction === 'rtl' ? 'muirtl' : 'css',
    nonce,
    stylisPlugins: direction === 'rtl' ? [currentPrefixer, rtlInLayer] : direction === 'both' ? [currentPrefixer, bidiRules] : [currentPrefixer],
  });
  return inMuiLayer(cache);
}

/**
 * The site's cache: every rule that has a side is written for both directions (bidiStyles.ts), so
 * the pre-rendered CSS and every island follow `<html dir>` without re-rendering.
 */
export const createBidiEmotionCache = (): EmotionCache => createDocsEmotionCache('both');

function inMuiLayer(cache: EmotionCache): EmotionCache {
  const insert = cache.insert;
  cache.insert = (selector, serialized, sheet, shouldCache) => {
    // A layer statement or an already layered block stays as it is; nested @layer is invalid.
    if (!/^@layer\s/.test(serialized.styles)) {
      serialized = { ...serialized, styles: `@layer mui{${serialized.styles}}` };
    }
    return insert(selector, serialized, sheet, shouldCache);
  };
  return cache;
}
