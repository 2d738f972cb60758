import type { ReactNode } from 'react';

/**
 * When an island hydrates (ARCHITECTURE.md, Rendering):
 * - `intent`: on the first pointer over, focus or touch (the header: menus, search, settings);
 * - `visible`: once near the viewport, after the page is idle, or on intent before that (ads, feedback);
 * - `engaged`: as `visible`, but only once the reader has done something on the page (scrolled,
 *   pointed, touched, typed): demos and tools. A reader who only reads what the first screen shows
 *   runs no framework; the HTML already shows every demo as it looks, and a click on one still
 *   works (it hydrates it and is replayed).
 */
export type IslandTrigger = 'intent' | 'visible' | 'engaged';

/** An island kind: from its serialisable props to what renders (on the server) and hydrates (in the browser). */
export interface IslandKind<P> {
  prepare(props: P): Promise<ReactNode>;
}

/** The marker attributes of an island in the HTML (site/islands/Island.tsx writes them, site/client reads them). */
export const ISLAND_ATTR = {
  kind: 'data-island',
  props: 'data-island-props',
  trigger: 'data-island-when',
  /** The `useId` prefix the island was rendered with; hydration uses the same. */
  prefix: 'data-island-prefix',
  /** Set once the island is live. */
  hydrated: 'data-island-hydrated',
  /** Set on <html> once the page's `visible` islands are watched (after the first idle time): from then on, scrolling one near the viewport hydrates it (an `engaged` one too: scrolling is engaging). */
  watching: 'data-islands-watching',
} as const;
