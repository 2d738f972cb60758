import { describe, expect, it } from 'vitest';
import { isApplePlatform, isSearchShortcut, shortcutLabel } from '../../../src/search/shortcut';

const press = (key: string, mods: Partial<{ metaKey: boolean; ctrlKey: boolean; altKey: boolean; shiftKey: boolean }> = {}) => ({
  key,
  metaKey: false,
  ctrlKey: false,
  altKey: false,
  shiftKey: false,
  ...mods,
});

describe('the search shortcut', () => {
  it('is ⌘K or Ctrl+K, with or without Caps Lock', () => {
    expect(isSearchShortcut(press('k', { ctrlKey: true }))).toBe(true);
    expect(isSearchShortcut(press('k', { metaKey: true }))).toBe(true);
    expect(isSearchShortcut(press('K', { ctrlKey: true }))).toBe(true);
  });

  it('is not K alone, nor K with Alt or Shift (other shortcuts)', () => {
    expect(isSearchShortcut(press('k'))).toBe(false);
    expect(isSearchShortcut(press('k', { ctrlKey: true, altKey: true }))).toBe(false);
    expect(isSearchShortcut(press('K', { ctrlKey: true, shiftKey: true }))).toBe(false);
    expect(isSearchShortcut(press('j', { ctrlKey: true }))).toBe(false);
  });

  it('is shown as ⌘K on Apple platforms and Ctrl K elsewhere', () => {
    expect(['MacIntel', 'iPhone', 'iPad', 'Linux x86_64', 'Win32', ''].map((p) => shortcutLabel(isApplePlatform(p)))).toEqual(['⌘K', '⌘K', '⌘K', 'Ctrl K', 'Ctrl K', 'Ctrl K']);
  });
});
