import { describe, expect, it } from 'vitest';
import { IN_HOUSE_ADS, WHITELIST_ASK } from '../../../src/ads/inHouseAds';
import { safeHttpUrl } from '../../../src/ads/feed';

describe('IN_HOUSE_ADS (spec §3: four in-house ads)', () => {
  it('holds templates, themes, tidelift and figma, in that order', () => {
    expect(IN_HOUSE_ADS.map((ad) => ad.label)).toEqual(['in-house-templates', 'in-house-themes', 'in-house-tidelift', 'in-house-figma']);
    expect(IN_HOUSE_ADS.map((ad) => ad.img)).toEqual(IN_HOUSE_ADS.map((ad) => `/static/ads/${ad.label}.svg`));
    expect(IN_HOUSE_ADS.map((ad) => ad.poweredby)).toEqual(['MUI', 'MUI', 'Tidelift', 'MUI']);
  });

  it('links to the store and Tidelift with their campaign tags', () => {
    expect(IN_HOUSE_ADS.map((ad) => ad.link)).toEqual([
      'https://mui.com/store/?utm_source=docs&utm_medium=referral&utm_campaign=in-house-templates',
      'https://mui.com/store/?utm_source=docs&utm_medium=referral&utm_campaign=in-house-themes',
      'https://tidelift.com/subscription/pkg/npm-material-ui?utm_source=npm-material-ui&utm_medium=referral&utm_campaign=enterprise',
      'https://mui.com/store/items/figma-react/?utm_source=docs&utm_medium=referral&utm_campaign=in-house-figma',
    ]);
    for (const ad of IN_HOUSE_ADS) expect(safeHttpUrl(ad.link)).toBe(ad.link);
  });

  it('has short copy: name ≤ 40, description ≤ 120 characters', () => {
    for (const ad of IN_HOUSE_ADS) {
      expect(ad.name.length).toBeGreaterThan(0);
      expect(ad.name.length).toBeLessThanOrEqual(40);
      expect(ad.description.length).toBeGreaterThan(0);
      expect(ad.description.length).toBeLessThanOrEqual(120);
    }
  });

  it('the whitelist ask fits in 160 characters', () => {
    expect(WHITELIST_ASK.title.length).toBeGreaterThan(0);
    expect(WHITELIST_ASK.title.length + WHITELIST_ASK.body.length).toBeLessThanOrEqual(160);
  });
});
