import type { ReactNode } from 'react';

/**
 * When an island hydrates (ARCHITECTURE.md, Rendering):
 * - `intent`: on the first pointer over, focus or touch (the header: menus, search, settings);
 * - `visible`: once near the viewport, after the page is idle, or on intent before that (demos, ads, feedback).
 */
export type IslandTrigger = 'intent' | 'visible';

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
  /** Set on <html> once the page's `visible` islands are watched (after the first idle time): from then on, scrolling one near the viewport hydrates it. */
  watching: 'data-islands-watching',
} as const;
