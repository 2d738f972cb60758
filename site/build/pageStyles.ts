import type { EmotionCache } from '@emotion/cache';

/** One Emotion rule block a page uses: its id (the class name's hash) and its CSS. */
export interface StyleBlock {
  id: string;
  css: string;
}

/**
 * The Emotion rules a page's HTML uses, in the cache's insertion order (what
 * `extractCriticalToChunks` keeps, but one block per id, so pages can share blocks): classes the
 * HTML names, and global styles.
 */
export function usedStyles(cache: EmotionCache, html: string): StyleBlock[] {
  const named = new Set<string>();
  for (const [, id] of html.matchAll(new RegExp(`${cache.key}-([a-zA-Z0-9-_]+)`, 'g'))) named.add(id!);
  const blocks: StyleBlock[] = [];
  for (const [id, css] of Object.entries(cache.inserted)) {
    if (typeof css !== 'string' || !css) continue;
    const isClass = cache.registered[`${cache.key}-${id}`] !== undefined;
    if (!isClass || named.has(id)) blocks.push({ id, css });
  }
  return blocks;
}
