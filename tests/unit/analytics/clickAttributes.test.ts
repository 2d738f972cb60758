import { describe, expect, it, vi } from 'vitest';
import { CLICK_SELECTOR, clickAttributes, clickSampled, parseClickAttributes } from '../../../src/analytics/clickAttributes';
import { draws } from '../ads/fakeClock';

const getter = (attrs: Record<string, string>) => (name: string) => attrs[name] ?? null;
const attrs = (category?: string, action?: string, label?: string, split?: string) => ({
  ...(category !== undefined ? { 'data-ga-event-category': category } : {}),
  ...(action !== undefined ? { 'data-ga-event-action': action } : {}),
  ...(label !== undefined ? { 'data-ga-event-label': label } : {}),
  ...(split !== undefined ? { 'data-ga-event-split': split } : {}),
});

describe('parseClickAttributes (spec §7 "Analytics: clicks")', () => {
  it('reads category, action, label and split', () => {
    expect(parseClickAttributes(getter(attrs('store', 'click', 'sidenav', '0.25')))).toEqual({
      ok: true,
      event: { category: 'store', action: 'click', label: 'sidenav', split: 0.25 },
    });
  });

  it('split and label are optional', () => {
    expect(parseClickAttributes(getter(attrs('store', 'click')))).toEqual({ ok: true, event: { category: 'store', action: 'click', label: undefined } });
  });

  it.each([
    ['no category', attrs(undefined, 'click', 'x'), /missing data-ga-event-category/],
    ['a blank category', attrs('  ', 'click', 'x'), /missing data-ga-event-category/],
    ['no action', attrs('store', undefined, 'x'), /missing data-ga-event-action/],
  ])('rejects %s', (_name, a, problem) => {
    const parsed = parseClickAttributes(getter(a));
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.problem).toMatch(problem);
  });

  it.each(['abc', '', ' ', '-0.1', '1.01', '2', 'NaN', 'Infinity', '50%'])('rejects split "%s"', (split) => {
    const parsed = parseClickAttributes(getter(attrs('store', 'click', 'x', split)));
    expect(parsed).toEqual({ ok: false, problem: `data-ga-event-split must be a number in [0, 1], got "${split}"` });
  });

  it.each([
    ['0', 0],
    ['1', 1],
    ['0.5', 0.5],
    [' 0.5 ', 0.5],
    ['.1', 0.1],
  ])('accepts split "%s"', (split, value) => {
    const parsed = parseClickAttributes(getter(attrs('a', 'b', 'c', split)));
    expect(parsed.ok && parsed.event.split).toBe(value);
  });
});

describe('clickSampled: send when random() < split', () => {
  it('split 0.5: 0.49999 sends, 0.5 does not', () => {
    const event = { category: 'a', action: 'b', split: 0.5 };
    expect(clickSampled(event, draws(0.49999))).toBe(true);
    expect(clickSampled(event, draws(0.5))).toBe(false);
  });

  it('split 0 never sends; split 1 always sends', () => {
    expect(clickSampled({ category: 'a', action: 'b', split: 0 }, draws(0))).toBe(false);
    expect(clickSampled({ category: 'a', action: 'b', split: 1 }, draws(0.99999))).toBe(true);
  });

  it('without a split: always, and random() is not drawn', () => {
    const random = vi.fn(() => 0.9);
    expect(clickSampled({ category: 'a', action: 'b' }, random)).toBe(true);
    expect(random).not.toHaveBeenCalled();
  });
});

describe('clickAttributes (what components spread onto an element)', () => {
  it('round-trips through the parser', () => {
    const event = { category: 'code', action: 'copy-click', label: 'tsx', split: 0.1 };
    const a = clickAttributes(event);
    expect(a).toEqual({ 'data-ga-event-category': 'code', 'data-ga-event-action': 'copy-click', 'data-ga-event-label': 'tsx', 'data-ga-event-split': '0.1' });
    expect(parseClickAttributes(getter(a))).toEqual({ ok: true, event });
  });

  it('leaves out the label and split when not given', () => {
    expect(clickAttributes({ category: 'a', action: 'b' })).toEqual({ 'data-ga-event-category': 'a', 'data-ga-event-action': 'b' });
  });

  it('the selector matches any of the four attributes', () => {
    expect(CLICK_SELECTOR).toBe('[data-ga-event-category], [data-ga-event-action], [data-ga-event-label], [data-ga-event-split]');
  });
});
