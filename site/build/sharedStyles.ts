import type { StyleBlock } from './pageStyles';

/** A rule block used by at least this share of the pages goes into the shared, cached stylesheet. */
const SHARED_SHARE = 0.5;

/**
 * Joy UI's rules (its theme's variables and its components' classes all name `--joy-…` variables)
 * stay on the pages with a Joy demo, however many there are: a page without one never loads them.
 */
export const isJoyBlock = (block: StyleBlock): boolean => block.css.includes('--joy-');

export interface StyleSplit {
  /** The shared blocks, in a cascade order every page agrees with as far as possible. */
  shared: StyleBlock[];
  sharedIds: Set<string>;
}

/**
 * Splits the pages' Emotion rules into what most pages share (one hashed stylesheet, cached
 * across pages: the frame, the nav, MUI's base) and what each page inlines as its own.
 */
export function splitStyles(pages: StyleBlock[][]): StyleSplit {
  const count = new Map<string, number>();
  const order: StyleBlock[] = [];
  for (const blocks of pages) {
    for (const block of blocks) {
      const n = count.get(block.id);
      if (n === undefined) order.push(block);
      count.set(block.id, (n ?? 0) + 1);
    }
  }
  const shared = order.filter((b) => (count.get(b.id) ?? 0) >= pages.length * SHARED_SHARE && !isJoyBlock(b));
  return { shared, sharedIds: new Set(shared.map((b) => b.id)) };
}

/**
 * A page's own style tags: its rules the shared sheet lacks (with their ids, so the islands'
 * Emotion cache does not insert them again), and an empty tag naming the shared ids it uses.
 */
export function pageStyleTags(blocks: StyleBlock[], split: StyleSplit, key: string): string {
  const own = blocks.filter((b) => !split.sharedIds.has(b.id));
  const sharedUsed = blocks.filter((b) => split.sharedIds.has(b.id)).map((b) => b.id);
  const tags = [];
  if (sharedUsed.length) tags.push(`<style data-emotion="${key} ${sharedUsed.join(' ')}"></style>`);
  if (own.length) tags.push(`<style data-emotion="${key} ${own.map((b) => b.id).join(' ')}">${own.map((b) => b.css).join('')}</style>`);
  return tags.join('\n    ');
}
