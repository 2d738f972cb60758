import { describe, expect, it } from 'vitest';
import { isNavigationKey, moveActive } from '../../../src/search/activeOption';

describe('moveActive (the keyboard model)', () => {
  it('ArrowDown goes to the next option and wraps from the last to the first', () => {
    expect(moveActive(-1, 3, 'ArrowDown')).toBe(0);
    expect(moveActive(0, 3, 'ArrowDown')).toBe(1);
    expect(moveActive(2, 3, 'ArrowDown')).toBe(0);
  });

  it('ArrowUp goes to the previous option and wraps from the first (or none) to the last', () => {
    expect(moveActive(2, 3, 'ArrowUp')).toBe(1);
    expect(moveActive(0, 3, 'ArrowUp')).toBe(2);
    expect(moveActive(-1, 3, 'ArrowUp')).toBe(2);
  });

  it('Home and End jump to the first and last option', () => {
    expect(moveActive(1, 3, 'Home')).toBe(0);
    expect(moveActive(1, 3, 'End')).toBe(2);
  });

  it('a single option stays active; no options means none', () => {
    expect(moveActive(0, 1, 'ArrowDown')).toBe(0);
    expect(moveActive(0, 1, 'ArrowUp')).toBe(0);
    for (const key of ['ArrowDown', 'ArrowUp', 'Home', 'End'] as const) expect(moveActive(0, 0, key)).toBe(-1);
  });

  it('an index left over from a longer list comes back into range', () => {
    expect(moveActive(7, 3, 'ArrowDown')).toBe(0);
    expect(moveActive(7, 3, 'ArrowUp')).toBe(2);
  });

  it('knows which keys it handles', () => {
    expect(['ArrowDown', 'ArrowUp', 'Home', 'End', 'Enter', 'ArrowLeft', 'Escape'].filter(isNavigationKey)).toEqual(['ArrowDown', 'ArrowUp', 'Home', 'End']);
  });
});
