import { describe, expect, it, vi } from 'vitest';
import { createClickTracker } from '../../../src/analytics/clicks';
import { draws } from '../ads/fakeClock';
import { fakeElement } from './fakeGlobals';

const tracker = (random: () => number = draws()) => {
  const gtag = vi.fn();
  const warn = vi.fn();
  return { gtag, warn, track: createClickTracker({ gtag, random, warn }) };
};
const store = { 'data-ga-event-category': 'store', 'data-ga-event-action': 'click', 'data-ga-event-label': 'sidenav' };

describe('createClickTracker (spec §7 "Analytics: clicks")', () => {
  it('a click inside an element with event attributes sends one event: category, eventAction, eventLabel', () => {
    const { gtag, warn, track } = tracker();
    // The click lands on an icon inside the link: the nearest element with attributes counts.
    track(fakeElement([{}, store, { 'data-ga-event-category': 'outer', 'data-ga-event-action': 'x' }]));
    expect(gtag.mock.calls).toEqual([['event', 'store', { eventAction: 'click', eventLabel: 'sidenav' }]]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('no eventLabel when the element has no label', () => {
    const { gtag, track } = tracker();
    track(fakeElement([{ 'data-ga-event-category': 'a', 'data-ga-event-action': 'b' }]));
    expect(gtag.mock.calls).toEqual([['event', 'a', { eventAction: 'b' }]]);
  });

  it('nothing else is tracked: elements without attributes, text nodes, null', () => {
    const { gtag, warn, track } = tracker();
    track(fakeElement([{}, {}]));
    track({ nodeType: 3 });
    track(null);
    track(undefined);
    expect(gtag).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });

  it('split 0.5: sent at random 0.49999, not at 0.5', () => {
    const { gtag, track } = tracker(draws(0.49999, 0.5));
    const el = fakeElement([{ ...store, 'data-ga-event-split': '0.5' }]);
    track(el);
    track(el);
    expect(gtag).toHaveBeenCalledTimes(1);
  });

  it('bad attributes send nothing and warn once per element kind', () => {
    const { gtag, warn, track } = tracker();
    const badSplit = fakeElement([{ ...store, 'data-ga-event-split': 'often' }]);
    const noAction = fakeElement([{ 'data-ga-event-category': 'store', 'data-ga-event-label': 'x' }]);
    track(badSplit);
    track(badSplit);
    track(noAction);
    track(noAction);
    expect(gtag).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0]![0]).toBe(
      'Analytics: click not tracked, data-ga-event-split must be a number in [0, 1], got "often" (element with data-ga-event-category="store" data-ga-event-action="click" data-ga-event-label="sidenav" data-ga-event-split="often").',
    );
    expect(warn.mock.calls[1]![0]).toMatch(/missing data-ga-event-action/);
  });
});
