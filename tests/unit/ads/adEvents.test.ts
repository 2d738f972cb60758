import { describe, expect, it, vi } from 'vitest';
import { adEvent, scheduleDisplayEvent, shouldSendDisplay } from '../../../src/ads/adEvents';
import { AD_ANALYTICS } from '../../../src/spec/ads';
import { draws, fakeClock } from './fakeClock';

describe('adEvent (spec §7 "Analytics: ad")', () => {
  it.each(['display', 'click', 'crash'] as const)('%s carries its action and label', (action) => {
    expect(adEvent(action, 'in-house')).toEqual({ eventCategory: 'ad', eventAction: action, eventLabel: 'in-house' });
  });
});

describe('shouldSendDisplay (spec §9: sampled at 0.1)', () => {
  it('sends just below 0.1, not from 0.1 on', () => {
    expect(AD_ANALYTICS.displaySampleRatio).toBe(0.1);
    expect(shouldSendDisplay(draws(0))).toBe(true);
    expect(shouldSendDisplay(draws(0.09999))).toBe(true);
    expect(shouldSendDisplay(draws(0.1))).toBe(false);
  });
});

describe('scheduleDisplayEvent (spec §9: display event 2.5 s after display)', () => {
  it('sampled in: one display event at 2500 ms, not at 2499', () => {
    expect(AD_ANALYTICS.displayDelayMs).toBe(2500);
    const clock = fakeClock();
    const send = vi.fn();
    scheduleDisplayEvent(send, 'carbon', clock, draws(0.09999));
    clock.advance(2499);
    expect(send).not.toHaveBeenCalled();
    clock.advance(1);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith({ eventCategory: 'ad', eventAction: 'display', eventLabel: 'carbon' });
    clock.advance(60_000);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('sampled out at 0.1: nothing is sent and no timer is set', () => {
    const clock = fakeClock();
    const send = vi.fn();
    scheduleDisplayEvent(send, 'carbon', clock, draws(0.1));
    expect(clock.pending()).toBe(0);
    clock.advance(10_000);
    expect(send).not.toHaveBeenCalled();
  });

  it('cancelled before 2500 ms: nothing is sent', () => {
    const clock = fakeClock();
    const send = vi.fn();
    const cancel = scheduleDisplayEvent(send, 'in-house', clock, draws(0));
    clock.advance(2499);
    cancel();
    expect(clock.pending()).toBe(0);
    clock.advance(10_000);
    expect(send).not.toHaveBeenCalled();
  });

  it('cancelling after the event was sent, or twice, changes nothing', () => {
    const clock = fakeClock();
    const send = vi.fn();
    const cancel = scheduleDisplayEvent(send, 'in-house', clock, draws(0));
    clock.advance(2500);
    cancel();
    cancel();
    expect(send).toHaveBeenCalledTimes(1);
  });
});
