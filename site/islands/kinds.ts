import type { IslandKind } from './types';

/**
 * Every island kind and its own chunk: the server renders through the same table, so an island's
 * HTML and its hydration come from one module.
 */
export const ISLAND_KINDS = {
  header: () => import('./HeaderIsland'),
  demo: () => import('./DemoIsland'),
  feedback: () => import('./FeedbackIsland'),
  ad: () => import('./AdIsland'),
  template: () => import('./TemplateIsland'),
  colorTool: () => import('./ColorToolIsland'),
  joyTool: () => import('./JoyToolIsland'),
  sxPlayground: () => import('./SxPlaygroundIsland'),
} satisfies Record<string, () => Promise<{ island: IslandKind<never> }>>;

export type IslandKindName = keyof typeof ISLAND_KINDS;

export const isIslandKind = (name: string): name is IslandKindName => Object.hasOwn(ISLAND_KINDS, name);
