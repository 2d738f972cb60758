import { describe, expect, it } from 'vitest';
import { activeHeadingId } from '../../../src/components/page/scrollSpy';

describe('activeHeadingId', () => {
  it('is undefined for an empty list', () => {
    expect(activeHeadingId([], 80)).toBeUndefined();
  });

  it('is the first heading when none has passed the offset', () => {
    expect(activeHeadingId([{ id: 'intro', top: 200 }, { id: 'usage', top: 900 }], 80)).toBe('intro');
    expect(activeHeadingId([{ id: 'only', top: 81 }], 80)).toBe('only');
  });

  it('is the last heading that has passed the offset', () => {
    const headings = [
      { id: 'intro', top: -400 },
      { id: 'usage', top: 10 },
      { id: 'api', top: 300 },
      { id: 'faq', top: 1200 },
    ];
    expect(activeHeadingId(headings, 80)).toBe('usage');
    expect(activeHeadingId(headings, 0)).toBe('intro');
    expect(activeHeadingId(headings, 350)).toBe('api');
  });

  it('a heading exactly at the offset counts as passed', () => {
    expect(activeHeadingId([{ id: 'a', top: 0 }, { id: 'b', top: 80 }, { id: 'c', top: 81 }], 80)).toBe('b');
  });

  it('is the last heading when all have passed', () => {
    expect(activeHeadingId([{ id: 'a', top: -300 }, { id: 'b', top: -200 }, { id: 'c', top: -1 }], 80)).toBe('c');
  });
});
