import type { Meta, StoryObj } from '@storybook/react-vite';
import Typography from '@mui/material/Typography';
import { expect, fn, within } from 'storybook/test';
import { AdView } from '../../../src/components/ads/AdView';
import { AdErrorBoundary } from '../../../src/components/ads/AdErrorBoundary';
import { Ad } from '../../../src/components/ads/Ad';
import { DEFAULT_SITE_CONFIG } from '../../../src/config/siteConfig';
import { SiteConfigContext } from '../../../src/config/SiteConfigContext';
import { AD_SIZE } from '../../../src/spec/ads';
import { adEvent } from '../../../src/ads/adEvents';
import { BLOCKED_SCRIPT, expectReservedSlot, withAdEvents, type AdStoryArgs } from './fixtures';

/** The states around an ad: before it, a failed feed (spec §8), a crash (spec §8), a bot (spec §4). */
const meta = {
  title: 'Shell/Ads/States',
  args: { onAdEvent: fn() },
  decorators: [withAdEvents],
} satisfies Meta<AdStoryArgs>;
export default meta;
type Story = StoryObj<AdStoryArgs>;

const slotOf = (root: HTMLElement) => root.querySelector<HTMLElement>('[data-ad-slot]')!;

/** The slot holds its space before any ad arrives. */
export const Loading: Story = {
  render: () => <AdView state={{ kind: 'loading' }} />,
  play: async ({ canvasElement }) => {
    const slot = within(canvasElement).getByRole('complementary', { name: 'Advertisement' });
    await expect(slot).toHaveAttribute('data-ad-kind', 'loading');
    await expect(slot).toHaveAttribute('aria-busy', 'true');
    await expectReservedSlot(slot);
  },
};

/** Spec §8: a failed ad fetch shows a blank 52 px placeholder; the slot keeps its height. */
export const FeedFailure: Story = {
  render: () => <AdView state={{ kind: 'blank' }} />,
  play: async ({ canvasElement }) => {
    const slot = slotOf(canvasElement);
    await expect(slot).toHaveAttribute('data-ad-kind', 'blank');
    const placeholder = slot.querySelector<HTMLElement>('[data-ad-placeholder]')!;
    await expect(placeholder.getBoundingClientRect().height).toBe(AD_SIZE.failedFetchPlaceholderPx);
    await expect(placeholder).toBeEmptyDOMElement();
    await expectReservedSlot(slot);
  },
};

function BrokenAd(): never {
  throw new Error('The ad failed to render');
}

/** Spec §4, §8: a render error in the ad hides it, sends one crash event and leaves the page alone. */
export const Crash: Story = {
  render: () => (
    <>
      <Typography variant="h1">Button</Typography>
      <AdErrorBoundary label="in-house">
        <BrokenAd />
      </AdErrorBoundary>
      <Typography>Buttons allow users to take actions, and make choices, with a single tap.</Typography>
    </>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const slot = slotOf(canvasElement);
    await expect(slot).toBeInTheDocument();
    await expect(slot).toHaveAttribute('data-ad-kind', 'crashed');
    await expect(slot).toBeEmptyDOMElement();
    await expect(slot).toHaveAttribute('aria-hidden', 'true');
    await expectReservedSlot(slot);
    await expect(canvas.getByRole('heading', { name: 'Button' })).toBeVisible();
    await expect(canvas.getByText(/Buttons allow users/)).toBeVisible();
    await expect(args.onAdEvent).toHaveBeenCalledTimes(1);
    await expect(args.onAdEvent).toHaveBeenCalledWith(adEvent('crash', 'in-house'));
  },
};

const botFetch = fn();
const crawler = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/** Spec §4: bots get an empty span: no ad script, no feed request. */
export const Bot: Story = {
  render: () => (
    <SiteConfigContext.Provider value={{ ...DEFAULT_SITE_CONFIG, adScriptUrl: BLOCKED_SCRIPT, adFeedUrl: 'https://feed.invalid/ads.json' }}>
      <Ad userAgent={crawler} fetch={botFetch} />
    </SiteConfigContext.Provider>
  ),
  play: async ({ canvasElement }) => {
    const span = canvasElement.querySelector('[data-ad-kind="bot"]')!;
    await expect(span.tagName).toBe('SPAN');
    await expect(span).toBeEmptyDOMElement();
    await expect(canvasElement.querySelector('[data-ad-slot]')).toBeNull();
    await expect(document.getElementById('_carbonads_js')).toBeNull();
    await expect(botFetch).not.toHaveBeenCalled();
  },
};
