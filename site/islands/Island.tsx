import { createContext, useContext } from 'react';
import { ISLAND_ATTR, type IslandTrigger } from './types';
import type { IslandKindName } from './kinds';

/** An island the page render found: rendered on its own afterwards (site/build/renderIslands.ts). */
export interface IslandSlot {
  kind: IslandKindName;
  props: object;
}

/** Collects the page's islands during the server render; absent in the browser's dev render. */
export const IslandCollector = createContext<IslandSlot[] | null>(null);

/** The placeholder comment an island's own HTML replaces. */
export const islandPlaceholder = (index: number): string => `<!--island:${index}-->`;
export const islandPrefix = (index: number): string => `i${index}-`;

/**
 * An interactive piece of a pre-rendered page: a marker with its kind, props and trigger. Its
 * HTML is rendered by its own root (own `useId` prefix), so it hydrates alone, without the page.
 */
export function Island<P extends object>({ kind, props, when, className }: { kind: IslandKindName; props: P; when: IslandTrigger; className?: string }) {
  const slots = useContext(IslandCollector);
  if (!slots) throw new Error('Island rendered outside the page render (site/build/renderPage.tsx).');
  const index = slots.push({ kind, props }) - 1;
  return (
    <div
      className={className}
      {...{ [ISLAND_ATTR.kind]: kind, [ISLAND_ATTR.props]: JSON.stringify(props), [ISLAND_ATTR.trigger]: when, [ISLAND_ATTR.prefix]: islandPrefix(index) }}
      dangerouslySetInnerHTML={{ __html: islandPlaceholder(index) }}
    />
  );
}
