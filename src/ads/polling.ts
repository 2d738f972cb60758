import { AD_POLL } from '../spec/ads';
import type { PollState, Seen } from './types';

/** The poll before the first look at the ad slot: nothing decided yet. */
export const startPoll: PollState = Object.freeze({ polls: 0, adblock: null, carbonOut: false, done: false });

/**
 * One poll of the ad slot (spec §4: every 500 ms, at most 30 polls, > 6 empty polls = ad blocker).
 * The driver stops once `done`; a later step still counts, and an ad seen late still wins.
 */
export function pollStep(s: PollState, seen: Seen): PollState {
  const polls = s.polls + 1;
  // spec §4: an ad element ends the poll; one linking to the backers page means in-house-carbon.
  if (seen === 'ad') return { polls, adblock: false, carbonOut: false, done: true };
  if (seen === 'backers-link') return { polls, adblock: false, carbonOut: true, done: true };
  // spec §4 / §9: "more than 6 polls" with no ad element = ad blocker; the 7th empty poll decides.
  const adblock = s.adblock ?? (polls > AD_POLL.adblockAfter ? true : null);
  return { polls, adblock, carbonOut: s.carbonOut, done: s.done || adblock === true || polls >= AD_POLL.maxPolls };
}

/** Where a URL points, without query, hash or trailing slash; undefined when it does not parse. */
function pointsTo(url: string, base?: string): string | undefined {
  try {
    const u = new URL(url, base);
    return `${u.origin}${u.pathname.replace(/\/+$/, '')}`;
  } catch {
    return undefined;
  }
}

/**
 * What a poll sees in the ad slot: no ad element, a network ad, or (spec §4) a network ad whose link
 * points to the backers page. Relative links are read against the backers URL.
 */
export function seenIn(slotElementInfo: { adLink?: string | null } | null, backersUrl: string): Seen {
  if (!slotElementInfo) return 'nothing';
  const { adLink } = slotElementInfo;
  if (!adLink) return 'ad';
  const backers = pointsTo(backersUrl);
  const link = pointsTo(adLink.trim(), backersUrl);
  if (!backers || !link) return 'ad';
  return link === backers || link.startsWith(`${backers}/`) ? 'backers-link' : 'ad';
}
