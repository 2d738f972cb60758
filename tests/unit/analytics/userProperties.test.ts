import { describe, expect, it, vi } from 'vitest';
import { createUserPropertiesReporter, userPropertiesOf, type UserPropertyInputs } from '../../../src/analytics/userProperties';

const inputs: UserPropertyInputs = { mode: 'system', codeVariant: 'TS', userLanguage: 'en', devicePixelRatio: 2, osPrefersDark: false };

describe('userPropertiesOf (spec §7 "Analytics: user properties")', () => {
  it('codeVariant, userLanguage, devicePixelRatio, colorSchemeOS, colorScheme', () => {
    expect(userPropertiesOf(inputs)).toEqual({ codeVariant: 'TS', userLanguage: 'en', devicePixelRatio: 2, colorSchemeOS: 'light', colorScheme: 'light' });
  });

  it('colorScheme is what the page shows: "system" follows the OS, an explicit mode wins', () => {
    expect(userPropertiesOf({ ...inputs, osPrefersDark: true })).toMatchObject({ colorSchemeOS: 'dark', colorScheme: 'dark' });
    expect(userPropertiesOf({ ...inputs, mode: 'light', osPrefersDark: true })).toMatchObject({ colorSchemeOS: 'dark', colorScheme: 'light' });
    expect(userPropertiesOf({ ...inputs, mode: 'dark' })).toMatchObject({ colorSchemeOS: 'light', colorScheme: 'dark' });
  });

  it('rounds the pixel ratio to one decimal', () => {
    expect(userPropertiesOf({ ...inputs, devicePixelRatio: 1.3333333 }).devicePixelRatio).toBe(1.3);
    expect(userPropertiesOf({ ...inputs, devicePixelRatio: 2.625 }).devicePixelRatio).toBe(2.6);
  });
});

describe('createUserPropertiesReporter', () => {
  it('sends at start, then again (all of them) only when one changes', () => {
    const gtag = vi.fn();
    const reporter = createUserPropertiesReporter(gtag, inputs);
    expect(gtag.mock.calls).toEqual([['set', 'user_properties', { codeVariant: 'TS', userLanguage: 'en', devicePixelRatio: 2, colorSchemeOS: 'light', colorScheme: 'light' }]]);
    reporter.update({ codeVariant: 'TS' });
    reporter.update({ mode: 'light' }); // system → light on a light OS: what the page shows is unchanged
    reporter.update({ devicePixelRatio: 2.01 }); // rounds to the same
    expect(gtag).toHaveBeenCalledTimes(1);
    reporter.update({ mode: 'dark' });
    expect(gtag).toHaveBeenCalledTimes(2);
    expect(gtag.mock.calls[1]).toEqual(['set', 'user_properties', { codeVariant: 'TS', userLanguage: 'en', devicePixelRatio: 2, colorSchemeOS: 'light', colorScheme: 'dark' }]);
    reporter.update({ codeVariant: 'JS' });
    reporter.update({ osPrefersDark: true });
    reporter.update({ devicePixelRatio: 1.5 });
    expect(gtag.mock.calls.slice(2).map((c) => c[2])).toEqual([
      { codeVariant: 'JS', userLanguage: 'en', devicePixelRatio: 2, colorSchemeOS: 'light', colorScheme: 'dark' },
      { codeVariant: 'JS', userLanguage: 'en', devicePixelRatio: 2, colorSchemeOS: 'dark', colorScheme: 'dark' },
      { codeVariant: 'JS', userLanguage: 'en', devicePixelRatio: 1.5, colorSchemeOS: 'dark', colorScheme: 'dark' },
    ]);
  });
});
