import { IN_HOUSE_ADS } from '../../ads/inHouseAds';
import { IN_HOUSE_ADS_ATTR, inHouseVariantOf, inHouseVariants } from '../../ads/inHouseOnly';
import { AdView, type AdViewState } from './AdView';

/**
 * The ad area of a site without an ad network (spec §1, §4), pre-rendered without React on the
 * client: the reserved slot, and every in-house variant as an inert `<template>` (its image in
 * `data-src`: Chromium's preload scanner fetches the images of template content). The page
 * script draws one with the spec's rules (src/ads/inHouseOnly.ts) and puts it in the slot.
 */
export function InHouseAds() {
  return (
    <div {...{ [IN_HOUSE_ADS_ATTR.slot]: '' }}>
      <AdView state={{ kind: 'loading' }} />
      {inHouseVariants(IN_HOUSE_ADS).map((choice) => {
        const state: AdViewState = choice.kind === 'in-house' ? { kind: 'in-house', ad: choice.ad, layout: choice.layout, inert: true } : { kind: 'in-house-adblock' };
        const variant = inHouseVariantOf(choice);
        return (
          <template key={variant} {...{ [IN_HOUSE_ADS_ATTR.variant]: variant }}>
            <AdView state={state} />
          </template>
        );
      })}
    </div>
  );
}
