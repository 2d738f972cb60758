import type { NavItemData } from './types';

/** Nav flags in display order (spec §2 "Navigation rules"): the order here is the order on screen. */
export const NAV_FLAGS = ['newFeature', 'beta', 'unstable', 'planned', 'legacy', 'deprecated'] as const;

export type NavFlag = (typeof NAV_FLAGS)[number];

/** The flags an item carries, in display order; false or absent flags are skipped. */
export const flagsOf = (item: NavItemData): NavFlag[] => NAV_FLAGS.filter((flag) => item[flag] === true);

/** Paid plan marker to show next to an item; community (the default) shows none. */
export function planMarkerOf(item: NavItemData): 'pro' | 'premium' | undefined {
  return item.plan === 'pro' || item.plan === 'premium' ? item.plan : undefined;
}
