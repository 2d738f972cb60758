import { describe, expect, it } from 'vitest';
import { chooseInHouseOnly, inHouseVariantOf, inHouseVariants } from '../../../src/ads/inHouseOnly';
import { IN_HOUSE_ADS } from '../../../src/ads/inHouseAds';
import { draws } from './fakeClock';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

describe('chooseInHouseOnly: the ad area without an ad network (spec §1, §4)', () => {
  it('gives bots the empty span, without drawing', () => {
    const random = draws();
    expect(chooseInHouseOnly(GOOGLEBOT, random, IN_HOUSE_ADS)).toEqual({ kind: 'bot' });
  });

  it('draws the layout first (inline below 0.2), then the in-house choice', () => {
    expect(chooseInHouseOnly(CHROME, draws(0.1, 0.5, 0), IN_HOUSE_ADS)).toEqual({ kind: 'in-house', layout: 'inline', ad: IN_HOUSE_ADS[0] });
    expect(chooseInHouseOnly(CHROME, draws(0.2, 0.5, 0.99), IN_HOUSE_ADS)).toEqual({ kind: 'in-house', layout: 'image', ad: IN_HOUSE_ADS[3] });
  });

  it('asks to whitelist 20 % of the time (in-house-adblock), whatever the layout', () => {
    expect(chooseInHouseOnly(CHROME, draws(0.5, 0.19999), IN_HOUSE_ADS)).toEqual({ kind: 'in-house-adblock' });
    expect(chooseInHouseOnly(CHROME, draws(0.5, 0.2, 0.3), IN_HOUSE_ADS)).toMatchObject({ kind: 'in-house', ad: IN_HOUSE_ADS[1] });
  });

  it('over many draws: about 20 % asks, 20 % of the ads inline, each ad about a quarter of the ads', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    const counts = { ask: 0, inline: 0, ads: 0, perAd: new Map<string, number>() };
    for (let i = 0; i < 20_000; i++) {
      const choice = chooseInHouseOnly(CHROME, random, IN_HOUSE_ADS);
      if (choice.kind === 'in-house-adblock') counts.ask++;
      else if (choice.kind === 'in-house') {
        counts.ads++;
        if (choice.layout === 'inline') counts.inline++;
        counts.perAd.set(choice.ad.label, (counts.perAd.get(choice.ad.label) ?? 0) + 1);
      }
    }
    expect(counts.ask / 20_000).toBeCloseTo(0.2, 1);
    expect(counts.inline / counts.ads).toBeCloseTo(0.2, 1);
    for (const ad of IN_HOUSE_ADS) expect((counts.perAd.get(ad.label) ?? 0) / counts.ads).toBeCloseTo(0.25, 1);
  });
});

describe('inHouseVariants: what a page pre-renders', () => {
  it('has every choice the draw can make, each once: 4 ads × 2 layouts and the ask', () => {
    const names = inHouseVariants(IN_HOUSE_ADS).map(inHouseVariantOf);
    expect(names).toHaveLength(9);
    expect(new Set(names).size).toBe(9);
    expect(names).toContain('inline:in-house-figma');
    expect(names).toContain('in-house-adblock');
    for (let a = 0; a < 1; a += 0.05)
      for (let b = 0; b < 1; b += 0.05) {
        const choice = chooseInHouseOnly(CHROME, draws(a, b, b), IN_HOUSE_ADS);
        if (choice.kind !== 'bot') expect(names).toContain(inHouseVariantOf(choice));
      }
  });
});
