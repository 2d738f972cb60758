/** Spec §3 "Ad": an in-house ad (and the shape the feed's ad is turned into). */
export interface Ad {
  link: string;
  img: string;
  name: string;
  description: string;
  poweredby: string;
  label: string;
}

/** Spec §4: the ad kinds, also the eventLabel of the ad analytics events. */
export const AD_KINDS = ['carbon', 'in-house', 'in-house-carbon', 'in-house-adblock'] as const;
export type AdKind = (typeof AD_KINDS)[number];

/** Spec §4: inline (the feed's text ad) or image (the ad network's script). */
export type AdLayout = 'inline' | 'image';

/** What one poll of the ad slot finds (spec §4). */
export type Seen = 'nothing' | 'ad' | 'backers-link';

/** State of the ad-slot polling (500 ms, at most 30 polls, > 6 empty polls = ad blocker). */
export interface PollState {
  polls: number;
  /** null until decided. */
  adblock: boolean | null;
  /** The ad network showed its own "backers" ad: show in-house instead (in-house-carbon). */
  carbonOut: boolean;
  done: boolean;
}

/** The ad the feed returned, validated: data only, http(s) links, capped sizes. */
export interface FeedAd {
  /** Link of the ad (statlink), http(s) only. */
  link: string;
  /** Image URL (http(s)), or undefined. */
  image?: string;
  company: string;
  description: string;
  /** Impression image URL (statimp), http(s), or undefined. */
  impression?: string;
  /** Tracking pixel URLs, split on "||", timestamp placeholder filled, http(s) only. */
  pixels: string[];
}

/** Outcome of fetching the feed (spec §7, §8). */
export type FeedResult = { status: 'ok'; ad: FeedAd; attempts: number } | { status: 'failed'; attempts: number; reason: string };

/** Spec §7 "Analytics: ad" event. */
export interface AdEvent {
  eventCategory: 'ad';
  eventAction: 'display' | 'click' | 'crash';
  eventLabel: AdKind | string;
}

/** A clock the ad logic is driven by (tests pass a fake one). */
export interface Clock {
  now: () => number;
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (id: unknown) => void;
}
