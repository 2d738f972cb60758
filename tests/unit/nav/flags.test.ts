import { describe, expect, it } from 'vitest';
import { flagsOf, NAV_FLAGS, planMarkerOf } from '../../../src/nav/flags';

describe('flagsOf', () => {
  it('lists the flags in display order, whatever order the item declares them in', () => {
    const item = { pathname: '/a', deprecated: true, legacy: true, planned: true, unstable: true, beta: true, newFeature: true };
    expect(flagsOf(item)).toEqual(['newFeature', 'beta', 'unstable', 'planned', 'legacy', 'deprecated']);
    expect(NAV_FLAGS).toEqual(['newFeature', 'beta', 'unstable', 'planned', 'legacy', 'deprecated']);
  });

  it('skips false and absent flags', () => {
    expect(flagsOf({ pathname: '/a', deprecated: true, newFeature: false, beta: false })).toEqual(['deprecated']);
    expect(flagsOf({ pathname: '/a', legacy: true, unstable: true })).toEqual(['unstable', 'legacy']);
    expect(flagsOf({ pathname: '/a' })).toEqual([]);
  });
});

describe('planMarkerOf', () => {
  it('marks pro and premium only', () => {
    expect(planMarkerOf({ pathname: '/a', plan: 'pro' })).toBe('pro');
    expect(planMarkerOf({ pathname: '/a', plan: 'premium' })).toBe('premium');
    expect(planMarkerOf({ pathname: '/a', plan: 'community' })).toBeUndefined();
    expect(planMarkerOf({ pathname: '/a' })).toBeUndefined();
  });
});
