import { AD_ANALYTICS } from '../spec/ads';
import type { AdEvent, Clock } from './types';

/** Spec §7 "Analytics: ad": an event with eventAction display, click or crash and an eventLabel. */
export function adEvent(action: AdEvent['eventAction'], label: string): AdEvent {
  return { eventCategory: 'ad', eventAction: action, eventLabel: label };
}

/** Spec §9: display events are sampled at 0.1. */
export function shouldSendDisplay(random: () => number): boolean {
  return random() < AD_ANALYTICS.displaySampleRatio;
}

/**
 * Spec §9: when sampled in, sends the display event 2.5 s after display. Returns a cancel function
 * (call it when the ad goes away): cancelled before 2.5 s, nothing is sent.
 */
export function scheduleDisplayEvent(send: (e: AdEvent) => void, label: string, clock: Clock, random: () => number): () => void {
  if (!shouldSendDisplay(random)) return () => {};
  let pending = true;
  const timer = clock.setTimeout(() => {
    if (!pending) return;
    pending = false;
    send(adEvent('display', label));
  }, AD_ANALYTICS.displayDelayMs);
  return () => {
    if (!pending) return;
    pending = false;
    clock.clearTimeout(timer);
  };
}
