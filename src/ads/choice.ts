import { AD_PROBABILITIES } from '../spec/ads';
import type { Ad, AdKind, AdLayout } from './types';

/** The in-house choice: the ask to allow ads, or one of the in-house ads. */
export type InHouseChoice = { kind: 'whitelist' } | { kind: 'ad'; ad: Ad };

/** Spec §4 / §9: inline layout with probability 0.2, image layout otherwise. */
export function chooseLayout(random: () => number): AdLayout {
  return random() < AD_PROBABILITIES.inlineLayout ? 'inline' : 'image';
}

/**
 * Spec §4: 20 % of the time the ask to whitelist the site, otherwise one in-house ad picked
 * uniformly with a second draw. With no ads to pick from, the ask is shown.
 */
export function chooseInHouse(random: () => number, ads: readonly Ad[]): InHouseChoice {
  if (random() < AD_PROBABILITIES.adblockMessage || ads.length === 0) return { kind: 'whitelist' };
  return { kind: 'ad', ad: pickInHouseAd(random, ads) };
}

/** One in-house ad picked uniformly (also the in-house-carbon ad, which never shows the ask). */
export function pickInHouseAd(random: () => number, ads: readonly Ad[]): Ad {
  // Clamped so a random() that returns exactly 1 (out of contract) still picks the last ad.
  const index = Math.min(ads.length - 1, Math.max(0, Math.floor(random() * ads.length)));
  return ads[index]!;
}

/** The inputs `adKindOf` decides from: the poll outcome and, once made, the in-house choice. */
export interface AdKindInput {
  adblock: boolean | null;
  carbonOut: boolean;
  inHouse?: { kind: 'whitelist' } | { kind: 'ad' };
}

/**
 * Spec §4 kinds: a blocker gives the whitelist ask (in-house-adblock) or an in-house ad (in-house);
 * a backers link gives in-house-carbon; a network ad gives carbon; undecided is loading.
 */
export function adKindOf(state: AdKindInput): AdKind | 'loading' {
  if (state.adblock === true) {
    if (!state.inHouse) return 'loading';
    return state.inHouse.kind === 'whitelist' ? 'in-house-adblock' : 'in-house';
  }
  if (state.carbonOut) return 'in-house-carbon';
  if (state.adblock === false) return 'carbon';
  return 'loading';
}
