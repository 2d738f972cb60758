import { describe, expect, it } from 'vitest';
import { adKindOf, chooseInHouse, chooseLayout, type AdKindInput } from '../../../src/ads/choice';
import { IN_HOUSE_ADS } from '../../../src/ads/inHouseAds';
import { AD_PROBABILITIES } from '../../../src/spec/ads';
import { draws } from './fakeClock';

describe('chooseLayout (spec §4 / §9: inline with probability 0.2)', () => {
  it('is inline just below 0.2 and image from 0.2 on', () => {
    expect(AD_PROBABILITIES.inlineLayout).toBe(0.2);
    expect(chooseLayout(draws(0))).toBe('inline');
    expect(chooseLayout(draws(0.19999))).toBe('inline');
    expect(chooseLayout(draws(0.2))).toBe('image');
    expect(chooseLayout(draws(0.99999))).toBe('image');
  });
});

describe('chooseInHouse (spec §4: 20 % the whitelist ask, otherwise one in-house ad)', () => {
  it('asks to whitelist just below 0.2, with a single draw', () => {
    expect(AD_PROBABILITIES.adblockMessage).toBe(0.2);
    expect(chooseInHouse(draws(0.19999), IN_HOUSE_ADS)).toEqual({ kind: 'whitelist' });
  });

  it('from 0.2 on, picks an ad with a second draw', () => {
    expect(chooseInHouse(draws(0.2, 0), IN_HOUSE_ADS)).toEqual({ kind: 'ad', ad: IN_HOUSE_ADS[0] });
  });

  it.each([
    [0, 'in-house-templates'],
    [0.24999, 'in-house-templates'],
    [0.25, 'in-house-themes'],
    [0.5, 'in-house-tidelift'],
    [0.74999, 'in-house-tidelift'],
    [0.75, 'in-house-figma'],
    [0.99999, 'in-house-figma'],
  ])('second draw %s picks %s', (second, label) => {
    const choice = chooseInHouse(draws(0.5, second), IN_HOUSE_ADS);
    expect(choice.kind === 'ad' && choice.ad.label).toBe(label);
  });

  it('with no ads to pick, asks to whitelist', () => {
    expect(chooseInHouse(draws(0.9), [])).toEqual({ kind: 'whitelist' });
  });
});

describe('adKindOf (spec §4 kinds)', () => {
  const ad = { kind: 'ad' } as const;
  const whitelist = { kind: 'whitelist' } as const;
  it.each<[string, AdKindInput, string]>([
    ['undecided', { adblock: null, carbonOut: false }, 'loading'],
    ['undecided, in-house already chosen', { adblock: null, carbonOut: false, inHouse: ad }, 'loading'],
    ['network ad', { adblock: false, carbonOut: false }, 'carbon'],
    ['network ad, in-house chosen but unused', { adblock: false, carbonOut: false, inHouse: whitelist }, 'carbon'],
    ['backers link', { adblock: false, carbonOut: true }, 'in-house-carbon'],
    ['backers link with an in-house ad', { adblock: false, carbonOut: true, inHouse: ad }, 'in-house-carbon'],
    ['blocker + whitelist ask', { adblock: true, carbonOut: false, inHouse: whitelist }, 'in-house-adblock'],
    ['blocker + in-house ad', { adblock: true, carbonOut: false, inHouse: ad }, 'in-house'],
    ['blocker, in-house not chosen yet', { adblock: true, carbonOut: false }, 'loading'],
  ])('%s → %s', (_name, input, kind) => {
    expect(adKindOf(input)).toBe(kind);
  });
});
