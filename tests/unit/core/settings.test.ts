import { describe, expect, it } from 'vitest';
import {
  COLOR_MODES,
  DEFAULT_SETTINGS,
  resolvedMode,
  settingsReducer,
  type ColorMode,
  type Settings,
  type SettingsAction,
} from '../../../src/theme/settings';

const base: Settings = { mode: 'system', direction: 'ltr', dense: false, codeVariant: 'TS' };

describe('DEFAULT_SETTINGS (spec §3, §9)', () => {
  it('mode system, ltr, not dense, TypeScript', () => {
    expect(DEFAULT_SETTINGS).toEqual({ mode: 'system', direction: 'ltr', dense: false, codeVariant: 'TS' });
    expect(COLOR_MODES).toEqual(['light', 'dark', 'system']);
  });
});

describe('settingsReducer', () => {
  it('SET_MODE sets each colour mode', () => {
    for (const mode of ['light', 'dark', 'system'] as const) {
      expect(settingsReducer(base, { type: 'SET_MODE', mode })).toEqual({ ...base, mode });
    }
  });

  it('SET_DIRECTION sets rtl and back to ltr', () => {
    const rtl = settingsReducer(base, { type: 'SET_DIRECTION', direction: 'rtl' });
    expect(rtl).toEqual({ ...base, direction: 'rtl' });
    expect(settingsReducer(rtl, { type: 'SET_DIRECTION', direction: 'ltr' }).direction).toBe('ltr');
  });

  it('SET_DENSE toggles density', () => {
    const dense = settingsReducer(base, { type: 'SET_DENSE', dense: true });
    expect(dense).toEqual({ ...base, dense: true });
    expect(settingsReducer(dense, { type: 'SET_DENSE', dense: false }).dense).toBe(false);
  });

  it('SET_CODE_VARIANT switches between JS and TS', () => {
    const js = settingsReducer(base, { type: 'SET_CODE_VARIANT', codeVariant: 'JS' });
    expect(js).toEqual({ ...base, codeVariant: 'JS' });
    expect(settingsReducer(js, { type: 'SET_CODE_VARIANT', codeVariant: 'TS' }).codeVariant).toBe('TS');
  });

  it('RESTORE replaces the whole state', () => {
    const saved: Settings = { mode: 'dark', direction: 'rtl', dense: true, codeVariant: 'JS' };
    const next = settingsReducer(base, { type: 'RESTORE', settings: saved });
    expect(next).toEqual(saved);
    expect(next).not.toBe(saved);
  });

  it('RESET returns the defaults', () => {
    const changed: Settings = { mode: 'dark', direction: 'rtl', dense: true, codeVariant: 'JS' };
    expect(settingsReducer(changed, { type: 'RESET' })).toEqual(DEFAULT_SETTINGS);
  });

  it('does not mutate the previous state', () => {
    const state = { ...base };
    settingsReducer(state, { type: 'SET_MODE', mode: 'dark' });
    settingsReducer(state, { type: 'SET_DENSE', dense: true });
    expect(state).toEqual(base);
  });

  it('throws on an unrecognised action type, naming the type (spec §8)', () => {
    const bogus = { type: 'SET_COLOUR' } as unknown as SettingsAction;
    expect(() => settingsReducer(base, bogus)).toThrow(/SET_COLOUR/);
    expect(() => settingsReducer(base, {} as unknown as SettingsAction)).toThrow(Error);
  });

  it('SET_MODE with an invalid or missing mode throws (spec §8)', () => {
    expect(() => settingsReducer(base, { type: 'SET_MODE', mode: 'blue' as ColorMode })).toThrow(/blue/);
    expect(() => settingsReducer(base, { type: 'SET_MODE', mode: undefined as unknown as ColorMode })).toThrow();
    expect(() => settingsReducer(base, { type: 'SET_MODE', mode: 'Dark' as ColorMode })).toThrow();
  });

  it('RESTORE with an invalid mode throws', () => {
    const bad = { ...base, mode: 'sepia' } as unknown as Settings;
    expect(() => settingsReducer(base, { type: 'RESTORE', settings: bad })).toThrow(/sepia/);
  });
});

describe('resolvedMode', () => {
  it('system follows the OS preference', () => {
    expect(resolvedMode('system', true)).toBe('dark');
    expect(resolvedMode('system', false)).toBe('light');
  });

  it('an explicit mode ignores the OS preference', () => {
    expect(resolvedMode('light', true)).toBe('light');
    expect(resolvedMode('dark', false)).toBe('dark');
  });
});
