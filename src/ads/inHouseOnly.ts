import type { Ad, AdKind, AdLayout } from './types';
import { adKindOf, chooseInHouse, chooseLayout } from './choice';
import { isBot } from './bots';

/**
 * What the ad area shows when no ad network is configured (spec §1: the site shows ads; §4: the
 * in-house ads). With no network there is no ad to wait for: the slot is decided at once, as
 * after polls that found nothing — in-house ads, 20 % of the time the ask to whitelist.
 */
export type InHouseOnlyChoice =
  /** Spec §4: bots get an empty span. */
  | { kind: 'bot' }
  | { kind: Extract<AdKind, 'in-house'>; layout: AdLayout; ad: Ad }
  | { kind: Extract<AdKind, 'in-house-adblock'> };

/** The draws, in order: bot test, layout (inline 20 %), then the in-house choice (ask 20 %). */
export function chooseInHouseOnly(userAgent: string, random: () => number, ads: readonly Ad[]): InHouseOnlyChoice {
  if (isBot(userAgent)) return { kind: 'bot' };
  const layout = chooseLayout(random);
  const inHouse = chooseInHouse(random, ads);
  const kind = adKindOf({ adblock: true, carbonOut: false, inHouse });
  if (kind === 'in-house' && inHouse.kind === 'ad') return { kind, layout, ad: inHouse.ad };
  return { kind: 'in-house-adblock' };
}

/** Attributes of the pre-rendered slot and its variants (src/components/ads/InHouseAds.tsx, site/client/inHouseAds.ts). */
export const IN_HOUSE_ADS_ATTR = { slot: 'data-in-house-ads', variant: 'data-ad-variant' } as const;

/** The name of the pre-rendered variant a choice shows (the page holds one template per variant). */
export const inHouseVariantOf = (choice: Exclude<InHouseOnlyChoice, { kind: 'bot' }>): string =>
  choice.kind === 'in-house' ? `${choice.layout}:${choice.ad.label}` : choice.kind;

/** Every variant a page pre-renders: each in-house ad in both layouts, and the ask. */
export function inHouseVariants(ads: readonly Ad[]): Exclude<InHouseOnlyChoice, { kind: 'bot' }>[] {
  const layouts: AdLayout[] = ['image', 'inline'];
  return [...layouts.flatMap((layout) => ads.map((ad) => ({ kind: 'in-house' as const, layout, ad }))), { kind: 'in-house-adblock' as const }];
}
