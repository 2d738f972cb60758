import { useLayoutEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import type { Decorator } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AD_SIZE } from '../../../src/spec/ads';
import type { Clock, FeedAd } from '../../../src/ads/types';
import { AdEventsContext, type AdEventSender } from '../../../src/components/ads/AdEventsContext';

/** Args every ad story gets: a spy in place of the analytics sender. */
export interface AdStoryArgs {
  onAdEvent: AdEventSender;
}

const noEvents: AdEventSender = () => {};

/** Passes the story's spy sender down as the page's ad events sender; the ad sits in a docs-width column. */
export const withAdEvents: Decorator = (Story, { args }) => (
  <AdEventsContext.Provider value={(args as Partial<AdStoryArgs>).onAdEvent ?? noEvents}>
    <Box sx={{ maxWidth: 720 }}>
      <Story />
    </Box>
  </AdEventsContext.Provider>
);

/** An absolute URL on the Storybook origin: fixtures load local images only, never the network. */
export const local = (path: string): string => new URL(path, window.location.origin).href;

export const SPONSOR_IMAGE = '/static/ads/story-sponsor.svg';

/** A feed ad as the logic hands it over: validated, http(s) links, pixels already split. */
export const FEED_AD: FeedAd = {
  link: 'https://example.com/sponsor?ref=docs',
  image: local(SPONSOR_IMAGE),
  company: 'Northwind Cloud',
  description: 'Preview every pull request of your React app on its own URL, with nothing to configure.',
  impression: local(`${SPONSOR_IMAGE}?impression=1`),
  pixels: [local(`${SPONSOR_IMAGE}?pixel=a&ts=1700000000`), local(`${SPONSOR_IMAGE}?pixel=b&ts=1700000000`)],
};

/** The feed's raw answer for FEED_AD (spec §3 fields), for the container stories' fake fetch. */
export const FEED_BODY = {
  ads: [
    { statlink: 'javascript:alert(1)', description: 'Dropped: not an http(s) link' },
    {
      statlink: FEED_AD.link,
      statimp: FEED_AD.impression,
      image: FEED_AD.image,
      company: FEED_AD.company,
      description: FEED_AD.description,
      pixel: `${local(`${SPONSOR_IMAGE}?pixel=a&ts=[timestamp]`)}||${local(`${SPONSOR_IMAGE}?pixel=b&ts=[timestamp]`)}`,
      timestamp: 1700000000,
    },
  ],
};

export const NETWORK_AD_LINK = 'https://example.com/network-ad';
export const BACKERS_URL = 'https://mui.com/material-ui/discover-more/backers/';

/** The markup the ad network's script inserts (its shape, with our own copy and a local image). */
export const networkAdHtml = (href: string) =>
  `<div id="carbonads"><span><span class="carbon-wrap">` +
  `<a href="${href}" class="carbon-img" target="_blank" rel="noopener sponsored nofollow"><img src="${SPONSOR_IMAGE}" alt="Northwind Cloud" width="${AD_SIZE.imageWidthPx}" height="${AD_SIZE.imageHeightPx}"></a>` +
  `<a href="${href}" class="carbon-text" target="_blank" rel="noopener sponsored nofollow">Northwind Cloud: preview every pull request of your React app on its own URL.</a>` +
  `</span><a href="https://example.com/network" class="carbon-poweredby" target="_blank" rel="noopener sponsored nofollow">ads via the network</a></span></div>`;

/** The network's container with its ad, inserted the way the network's script does it. */
export function FakeNetworkAd({ href = NETWORK_AD_LINK }: { href?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const host = ref.current;
    host?.insertAdjacentHTML('beforeend', networkAdHtml(href));
    return () => host?.replaceChildren();
  }, [href]);
  return <div ref={ref} data-ad-carbon-container="" />;
}

/** A fake ad network script (a data: URL, no network) that puts `html` where it was inserted. */
export const fakeNetworkScript = (html: string): string =>
  `data:text/javascript,${encodeURIComponent(`(document.currentScript||document.getElementById('_carbonads_js')).insertAdjacentHTML('beforebegin',${JSON.stringify(html)});`)}`;

/** A script that does nothing: what an ad blocker leaves of the network. */
export const BLOCKED_SCRIPT = 'data:text/javascript,void%200';

/** The browser's clock, ten times faster: 500 ms polls take 50 ms, the 2.5 s display delay 250 ms. */
export const fastClock: Clock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => window.setTimeout(fn, ms / 10),
  clearTimeout: (id) => window.clearTimeout(id as number | undefined),
};

/** A random() that returns `values` in turn, then `rest`. */
export function useSequence(values: number[], rest = 0.99): () => number {
  const [random] = useState(() => {
    let i = 0;
    return () => (i < values.length ? values[i++] : rest);
  });
  return random;
}

/** What a reader sees of an ad link: an http(s) target, a new tab, marked sponsored. */
export async function expectAdLink(link: HTMLElement) {
  await expect(link.getAttribute('href')).toMatch(/^https?:\/\//);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link.getAttribute('rel')?.split(/\s+/)).toEqual(expect.arrayContaining(['sponsored', 'noopener']));
}

/** The ad image at its spec size (§9: 130 × 100), attributes and layout both. */
export async function expectAdImage(img: HTMLElement, scale = 1) {
  const width = AD_SIZE.imageWidthPx * scale;
  const height = AD_SIZE.imageHeightPx * scale;
  await expect(img).toHaveAttribute('width', String(width));
  await expect(img).toHaveAttribute('height', String(height));
  const box = img.getBoundingClientRect();
  await expect([box.width, box.height]).toEqual([width, height]);
  await expect(img.getAttribute('alt')).toBeTruthy();
}

/** The slot's reserved height for the current viewport (spec §9: 126 px, 142 px under sm). */
export const reservedHeight = () => (window.matchMedia('(min-width: 600px)').matches ? AD_SIZE.minHeightPx : AD_SIZE.minHeightSmallScreenPx);

/** The slot keeps its reserved space (zero layout shift). */
export async function expectReservedSlot(slot: HTMLElement) {
  await expect(getComputedStyle(slot).minHeight).toBe(`${reservedHeight()}px`);
  await expect(slot.getBoundingClientRect().height).toBe(reservedHeight());
}
