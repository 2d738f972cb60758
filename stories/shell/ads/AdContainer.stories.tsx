import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Ad } from '../../../src/components/ads/Ad';
import { DEFAULT_SITE_CONFIG } from '../../../src/config/siteConfig';
import { SiteConfigContext } from '../../../src/config/SiteConfigContext';
import { IN_HOUSE_ADS, WHITELIST_ASK } from '../../../src/ads/inHouseAds';
import { adEvent } from '../../../src/ads/adEvents';
import { AD_FETCH_MAX_RETRIES, AD_SIZE } from '../../../src/spec/ads';
import type { AdEventSender } from '../../../src/components/ads/AdEventsContext';
import {
  BACKERS_URL,
  BLOCKED_SCRIPT,
  FEED_AD,
  FEED_BODY,
  NETWORK_AD_LINK,
  expectAdImage,
  expectAdLink,
  expectReservedSlot,
  fakeNetworkScript,
  fastClock,
  networkAdHtml,
  useSequence,
  withAdEvents,
} from './fixtures';

interface Args {
  onAdEvent: AdEventSender;
  feedFetch: typeof window.fetch;
}

const noFeed = () => Promise.reject(new TypeError('no feed in this story'));

/**
 * The real ad container against a fake network (a data: script) and a fake feed (a fetch spy):
 * every timer runs on a clock ten times faster, every draw comes from a fixed sequence. The end
 * states look like the Kinds stories; screenshots are taken there (these restart on each mode).
 */
const meta = {
  title: 'Shell/Ads/Container',
  args: { onAdEvent: fn(), feedFetch: fn<typeof window.fetch>(noFeed) },
  decorators: [withAdEvents],
  parameters: { screenshot: false },
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<Args>;

const VISITOR = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';

interface LiveAdProps {
  scriptUrl?: string;
  feedUrl?: string;
  /**
   * Draws in order: layout (only when both the script and the feed are configured), whitelist ask,
   * in-house ad (only when not the ask), in-house-carbon ad, then display sampling.
   */
  draws: number[];
  fetch?: typeof window.fetch;
}

function LiveAd({ scriptUrl = '', feedUrl = '', draws, fetch }: LiveAdProps) {
  const random = useSequence(draws);
  return (
    <SiteConfigContext.Provider value={{ ...DEFAULT_SITE_CONFIG, adScriptUrl: scriptUrl, adFeedUrl: feedUrl, backersUrl: BACKERS_URL }}>
      <Ad userAgent={VISITOR} random={random} clock={fastClock} fetch={fetch} />
    </SiteConfigContext.Provider>
  );
}

const FEED_URL = 'https://feed.invalid/ads.json';
const slotOf = (root: HTMLElement) => root.querySelector<HTMLElement>('[data-ad-slot]')!;
const kindBecomes = (root: HTMLElement, kind: string) =>
  waitFor(() => expect(slotOf(root)).toHaveAttribute('data-ad-kind', kind), { timeout: 5000 });

// Script only, so no layout draw: no ask (0.5 ≥ 0.2), templates (0.1 × 4 → 0), themes for
// in-house-carbon (0.3 × 4 → 1), display sampled in (0.05 < 0.1).
const IMAGE_IN_HOUSE = [0.5, 0.1, 0.3, 0.05];
const [templates, themes] = IN_HOUSE_ADS;

/** Spec §4: the network's script is blocked; after more than 6 empty polls an in-house ad shows. */
export const AdblockDetected: Story = {
  render: () => <LiveAd scriptUrl={BLOCKED_SCRIPT} draws={IMAGE_IN_HOUSE} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // The first polls find nothing: still the reserved, empty slot, the script in the network's container.
    await waitFor(() => expect(canvasElement.querySelector('[data-ad-carbon-container] #_carbonads_js')).toHaveAttribute('src', BLOCKED_SCRIPT));
    await expect(slotOf(canvasElement)).toHaveAttribute('data-ad-kind', 'loading');
    await expectReservedSlot(slotOf(canvasElement));
    await kindBecomes(canvasElement, 'in-house');
    await expectReservedSlot(slotOf(canvasElement));
    await expectAdImage(canvas.getByRole('img', { name: templates.name }));
    await expectAdLink(canvas.getByRole('link', { name: templates.description }));
    await expect(canvasElement.querySelector('[data-ad-carbon-container]')).toBeNull();
    // Spec §9: the display event, 2.5 s later (here 250 ms), sampled in by the 0.05 draw.
    await waitFor(() => expect(args.onAdEvent).toHaveBeenCalledWith(adEvent('display', 'in-house')));
  },
};

/** Spec §4: with an ad blocker, the 20 % draw gives the whitelist ask (in-house-adblock). */
export const WhitelistAskAfterAdblock: Story = {
  // The ask (0.1 < 0.2), themes for in-house-carbon (0.3), display sampled in (0.05).
  render: () => <LiveAd scriptUrl={BLOCKED_SCRIPT} draws={[0.1, 0.3, 0.05]} />,
  play: async ({ canvasElement, args }) => {
    await kindBecomes(canvasElement, 'in-house-adblock');
    await expect(within(canvasElement).getByText(WHITELIST_ASK.title)).toBeVisible();
    await waitFor(() => expect(args.onAdEvent).toHaveBeenCalledWith(adEvent('display', 'in-house-adblock')));
  },
};

/** Spec §4: the network's ad links to the backers page: an in-house ad instead (in-house-carbon). */
export const BackersLink: Story = {
  render: () => <LiveAd scriptUrl={fakeNetworkScript(networkAdHtml(BACKERS_URL))} draws={IMAGE_IN_HOUSE} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await kindBecomes(canvasElement, 'in-house-carbon');
    await expectAdImage(canvas.getByRole('img', { name: themes.name }));
    await expectAdLink(canvas.getByRole('link', { name: themes.description }));
    await expect(canvasElement.querySelector('#carbonads')).toBeNull();
  },
};

/** The network's script delivers its ad: it is kept as it is (carbon), in the reserved slot. */
export const NetworkAdFound: Story = {
  render: () => <LiveAd scriptUrl={fakeNetworkScript(networkAdHtml(NETWORK_AD_LINK))} draws={IMAGE_IN_HOUSE} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await kindBecomes(canvasElement, 'carbon');
    await expect(slotOf(canvasElement)).toHaveAttribute('data-ad-layout', 'image');
    await expect(slotOf(canvasElement).querySelector('[data-ad-carbon-container] #carbonads')).not.toBeNull();
    await expectAdImage(canvas.getByRole('img', { name: 'Northwind Cloud' }));
    for (const link of canvas.getAllByRole('link')) await expectAdLink(link);
    await expectReservedSlot(slotOf(canvasElement));
  },
};

const feedResponse = () => new Response(JSON.stringify(FEED_BODY), { headers: { 'content-type': 'application/json' } });

/** Spec §7: the inline layout asks the feed; the first valid ad shows with its hidden pixels. */
export const FeedAd: Story = {
  args: { feedFetch: fn<typeof window.fetch>(() => Promise.resolve(feedResponse())) },
  // Both sources configured: the layout draw (0.1 < 0.2) picks inline, so the script never loads.
  render: ({ feedFetch }) => <LiveAd scriptUrl={BLOCKED_SCRIPT} feedUrl={FEED_URL} draws={[0.1]} fetch={feedFetch} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await kindBecomes(canvasElement, 'carbon');
    await expect(slotOf(canvasElement)).toHaveAttribute('data-ad-layout', 'inline');
    await expect(document.getElementById('_carbonads_js')).toBeNull();
    await expect(args.feedFetch).toHaveBeenCalledTimes(1);
    await expect(args.feedFetch).toHaveBeenCalledWith(FEED_URL, expect.objectContaining({ credentials: 'omit' }));
    // The javascript: ad before it was skipped.
    const link = canvas.getByRole('link', { name: FEED_AD.description });
    await expectAdLink(link);
    await expect(link).toHaveAttribute('href', FEED_AD.link);
    const pixels = [...canvasElement.querySelectorAll<HTMLImageElement>('img[data-ad-pixel]')];
    await expect(pixels.map((img) => img.src)).toEqual([FEED_AD.impression, ...FEED_AD.pixels]);
  },
};

/** Spec §4, §8: the feed keeps failing: 10 requests, then the blank 52 px placeholder. */
export const FeedFails: Story = {
  args: { feedFetch: fn<typeof window.fetch>(noFeed) },
  render: ({ feedFetch }) => <LiveAd feedUrl={FEED_URL} draws={[]} fetch={feedFetch} />,
  play: async ({ canvasElement, args }) => {
    await kindBecomes(canvasElement, 'blank');
    await expect(args.feedFetch).toHaveBeenCalledTimes(AD_FETCH_MAX_RETRIES);
    const placeholder = slotOf(canvasElement).querySelector<HTMLElement>('[data-ad-placeholder]')!;
    await expect(placeholder.getBoundingClientRect().height).toBe(AD_SIZE.failedFetchPlaceholderPx);
    await expectReservedSlot(slotOf(canvasElement));
    await expect(args.onAdEvent).not.toHaveBeenCalled();
  },
};

/** No ad URL configured (the default build): the container renders nothing at all. */
export const NoAdsConfigured: Story = {
  render: () => <LiveAd draws={[]} />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-ad-slot], [data-ad-kind]')).toBeNull();
  },
};
