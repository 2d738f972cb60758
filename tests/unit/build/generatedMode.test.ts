import { describe, expect, it } from 'vitest';
import { generatedModeFrom } from '../../../site/build/generatedMode';

describe('SITE_GENERATED (what a build does with site/generated/)', () => {
  it('writes it when unset or blank, as every build a reader runs', () => {
    expect(generatedModeFrom({}, 'production')).toBe('write');
    expect(generatedModeFrom({ SITE_GENERATED: ' ' }, 'test')).toBe('write');
  });

  it('takes only, and reuse for a test build', () => {
    expect(generatedModeFrom({ SITE_GENERATED: 'only' }, 'production')).toBe('only');
    expect(generatedModeFrom({ SITE_GENERATED: 'reuse' }, 'test')).toBe('reuse');
  });

  it('refuses reuse for a production build: it writes site/generated/ from the installed packages', () => {
    expect(() => generatedModeFrom({ SITE_GENERATED: 'reuse' }, 'production')).toThrow(
      'SITE_GENERATED=reuse is for test builds (SITE_BUILD_KIND=test): a production build writes site/generated/ from the installed packages.',
    );
  });

  it('names a value it does not know instead of guessing', () => {
    expect(() => generatedModeFrom({ SITE_GENERATED: 'skip' }, 'test')).toThrow('SITE_GENERATED="skip" is not one of write, only, reuse (site/build/generatedMode.ts).');
  });
});
