import createCache, { type EmotionCache } from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import type { Direction } from './settings';

/**
 * Emotion cache of the docs: every rule goes into the `mui` cascade layer (spec §9 layer order),
 * and rtl flips logical sides through stylis-plugin-rtl.
 */
export function createDocsEmotionCache(direction: Direction = 'ltr', nonce?: string): EmotionCache {
  const cache = createCache({
    key: direction === 'rtl' ? 'muirtl' : 'css',
    nonce,
    stylisPlugins: direction === 'rtl' ? [prefixer, rtlPlugin] : undefined,
  });
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
