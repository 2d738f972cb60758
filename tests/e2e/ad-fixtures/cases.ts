/**
 * What the fake ad network (../fake-ad-network.ts) can answer, shared with the ads spec.
 * Pure data: importing this file starts nothing.
 */

/** Not 4190: that is ManageSieve's port, on the fetch spec's bad-port list (Chromium and Node refuse it). */
export const AD_PORT = Number(process.env.AD_PORT ?? 4191);
export const AD_ORIGIN = `http://127.0.0.1:${AD_PORT}`;
export const BACKERS_URL = process.env.VITE_BACKERS_URL || 'https://mui.com/material-ui/discover-more/backers/';

/** Answers of GET /feed.json. */
export const FEED_CASES = [
  'ok',
  '500',
  'timeout',
  'malformed-json',
  'empty-list',
  'no-statlink',
  'html-in-fields',
  'javascript-link',
  'huge',
  'huge-chunked',
  'slow-drip',
  'redirect',
  'redirect-data',
  'wrong-content-type',
  'network-error',
  'no-cors',
  'json-null',
  'wrong-types',
] as const;
export type FeedCase = (typeof FEED_CASES)[number];

/** Answers of GET /carbon.js. */
export const SCRIPT_CASES = ['ok', 'late', 'backers', 'script-blocked', 'script-throws'] as const;
export type ScriptCase = (typeof SCRIPT_CASES)[number];

/** Longest a "timeout" feed request is held open (it ends sooner when the client goes away). */
export const TIMEOUT_HOLD_MS = 20_000;
/** The slow drip: a few bytes every 200 ms, never longer than 8 s. */
export const DRIP_INTERVAL_MS = 200;
export const DRIP_MAX_MS = 8_000;
/** Size of the "huge" payloads. */
export const HUGE_BYTES = 2 * 1024 * 1024;
/** The "late" script inserts its ad after this long (well inside the 6 polls). */
export const LATE_SCRIPT_MS = 1_500;

/** One ad of the feed, as the ad network sends it. */
export interface FeedEntry {
  statlink?: unknown;
  statimp?: unknown;
  image?: unknown;
  company?: unknown;
  description?: unknown;
  pixel?: unknown;
  timestamp?: unknown;
  [key: string]: unknown;
}

const ts = '1732233600';

/** The ad every valid feed leads with (after entries the client must skip). */
export const VALID_AD = {
  statlink: `${AD_ORIGIN}/click?ad=valid-1`,
  statimp: `${AD_ORIGIN}/impression.gif?ad=valid-1`,
  image: `${AD_ORIGIN}/img/ad.svg`,
  company: 'Fakeco',
  description: 'Fakeco builds fake components for fake people.',
  pixel: `${AD_ORIGIN}/pixel.gif?n=1&ts=[timestamp]||${AD_ORIGIN}/pixel.gif?n=2&ts=[timestamp]`,
  timestamp: ts,
} satisfies FeedEntry;

/** A second valid ad: must never be the one shown (the first valid ad wins). */
export const SECOND_AD = {
  ...VALID_AD,
  statlink: `${AD_ORIGIN}/click?ad=valid-2`,
  statimp: `${AD_ORIGIN}/impression.gif?ad=valid-2`,
  company: 'Secondco',
  description: 'Secondco must not be shown: it is not the first valid ad.',
  pixel: `${AD_ORIGIN}/pixel.gif?n=3&ts=[timestamp]`,
} satisfies FeedEntry;

/** The "ok" feed: two entries to skip (no body, no statlink), then the valid ad, then another one. */
export const OK_FEED = {
  ads: [
    { ...SECOND_AD, description: '', company: 'Emptyco' },
    { ...SECOND_AD, statlink: '', company: 'Nolinkco', description: 'An ad without a statlink is skipped.' },
    VALID_AD,
    SECOND_AD,
  ],
};

export const PWN = 'window.__adPwned=1';

/** Markup in every text field; the link is valid, so the ad is shown, as text only. */
export const HTML_FEED = {
  ads: [
    {
      ...VALID_AD,
      statlink: `${AD_ORIGIN}/click?ad=html`,
      company: `Acme<img src=x onerror="${PWN}"><script>${PWN}</script>`,
      description: `Markup is data <img src=x onerror="${PWN}"> here<script>${PWN}</script>, <b>never</b> <a href="javascript:${PWN}">markup</a>.`,
    },
  ],
};

/** Every entry's link is javascript: or another non-http scheme (spelt in the ways URL parsers forgive). */
export const JAVASCRIPT_FEED = {
  ads: [
    `javascript:${PWN}`,
    ` JavaScript:${PWN}`,
    `java\tscript:${PWN}`,
    `\u0000javascript:${PWN}`,
    `data:text/html,<script>${PWN}</script>`,
    `vbscript:${PWN}`,
  ].map((statlink, i) => ({ ...VALID_AD, statlink, company: `Scheme${i}`, description: `Link ${i} must be dropped.` })),
};

export const NO_STATLINK_FEED = {
  ads: [
    { ...VALID_AD, statlink: undefined, company: 'Missingco' },
    { ...VALID_AD, statlink: '', company: 'Emptyco' },
    { ...VALID_AD, statlink: null, company: 'Nullco' },
    { ...VALID_AD, statlink: '   ', company: 'Blankco' },
  ],
};

/** Fields of the wrong JSON types: rejected (a coerced "[object Object]" is garbage too), never a crash. */
export const WRONG_TYPES_FEED = {
  ads: [
    { ...VALID_AD, statlink: 42, company: 'Numberco' },
    { ...VALID_AD, statlink: { href: VALID_AD.statlink }, company: 'Objectco' },
    { ...VALID_AD, statlink: true, company: 'Boolco' },
    { ...VALID_AD, description: { text: 'an object' }, company: 'Objdescco' },
    { ...VALID_AD, description: [{ text: 'an array of objects' }], company: 'Arrdescco' },
    null,
    'just a string',
    7,
    [VALID_AD],
  ],
};
