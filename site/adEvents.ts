import type { AdEvent } from '../src/ads/types';
import { siteAnalytics } from './analytics';

/** Spec §7 "Analytics: ad": sent with GA4's gtag, `gtag('event', 'ad', { eventAction, eventLabel })`. */
export function pushAdEvent(e: AdEvent): void {
  siteAnalytics.adEvent(e);
}
