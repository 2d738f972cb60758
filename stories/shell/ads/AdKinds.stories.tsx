import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AdView } from '../../../src/components/ads/AdView';
import { IN_HOUSE_ADS, WHITELIST_ASK } from '../../../src/ads/inHouseAds';
import { adEvent } from '../../../src/ads/adEvents';
import { FEED_AD, FakeNetworkAd, NETWORK_AD_LINK, expectAdImage, expectAdLink, expectReservedSlot, withAdEvents, type AdStoryArgs } from './fixtures';

/** Spec §4: each ad kind in each layout, as the reader sees it. */
const meta = {
  title: 'Shell/Ads/Kinds',
  args: { onAdEvent: fn() },
  decorators: [withAdEvents],
} satisfies Meta<AdStoryArgs>;
export default meta;
type Story = StoryObj<AdStoryArgs>;

const [templates, themes] = IN_HOUSE_ADS;

const slotOf = (root: HTMLElement) => root.querySelector<HTMLElement>('[data-ad-slot]')!;

export const CarbonImage: Story = {
  name: 'Carbon image',
  render: () => <AdView state={{ kind: 'carbon', layout: 'image', children: <FakeNetworkAd /> }} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const slot = canvas.getByRole('complementary', { name: 'Advertisement' });
    await expect(slot).toHaveAttribute('data-ad-kind', 'carbon');
    await expect(slot).toHaveAttribute('data-ad-layout', 'image');
    await expectReservedSlot(slot);
    const links = canvas.getAllByRole('link');
    for (const link of links) await expectAdLink(link);
    await expect(links[0]).toHaveAttribute('href', NETWORK_AD_LINK);
    await expectAdImage(canvas.getByRole('img', { name: 'Northwind Cloud' }));
  },
};

export const CarbonInline: Story = {
  name: 'Carbon inline',
  render: () => <AdView state={{ kind: 'carbon', layout: 'inline', ad: FEED_AD }} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const slot = canvas.getByRole('complementary', { name: 'Advertisement' });
    await expect(slot).toHaveAttribute('data-ad-layout', 'inline');
    await expectReservedSlot(slot);
    const text = canvas.getByRole('link', { name: FEED_AD.description });
    await expectAdLink(text);
    await expect(text).toHaveAttribute('href', FEED_AD.link);
    await expectAdImage(canvas.getByRole('img', { name: FEED_AD.company }), 0.5);
    await expect(canvas.getByText(`ad by ${FEED_AD.company}`)).toBeVisible();
    // Spec §7: the impression image and each tracking pixel load as hidden images.
    const pixels = [...slot.querySelectorAll<HTMLImageElement>('img[data-ad-pixel]')];
    await expect(pixels.map((img) => img.src)).toEqual([FEED_AD.impression, ...FEED_AD.pixels]);
    for (const img of pixels) {
      await expect(img).not.toBeVisible();
      await expect(img).toHaveAttribute('alt', '');
    }
  },
};

export const InHouseImage: Story = {
  name: 'In-house image',
  render: () => <AdView state={{ kind: 'in-house', ad: templates, layout: 'image' }} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(slotOf(canvasElement)).toHaveAttribute('data-ad-kind', 'in-house');
    await expectAdImage(canvas.getByRole('img', { name: templates.name }));
    for (const link of canvas.getAllByRole('link')) await expectAdLink(link);
    await expect(canvas.getByRole('link', { name: templates.description })).toHaveAttribute('href', templates.link);
    await expect(canvas.getByText(`ad by ${templates.poweredby}`)).toBeVisible();
  },
};

export const InHouseInline: Story = {
  name: 'In-house inline',
  render: () => <AdView state={{ kind: 'in-house', ad: templates, layout: 'inline' }} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(slotOf(canvasElement)).toHaveAttribute('data-ad-layout', 'inline');
    await expectAdImage(canvas.getByRole('img', { name: templates.name }), 0.5);
    await expectAdLink(canvas.getByRole('link', { name: templates.description }));
  },
};

/** Spec §4: the network only had its backers ad, so an in-house ad is shown (in-house-carbon). */
export const InHouseCarbonImage: Story = {
  name: 'In-house Carbon image',
  render: () => <AdView state={{ kind: 'in-house-carbon', ad: themes, layout: 'image' }} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(slotOf(canvasElement)).toHaveAttribute('data-ad-kind', 'in-house-carbon');
    await expectAdImage(canvas.getByRole('img', { name: themes.name }));
    await expectAdLink(canvas.getByRole('link', { name: themes.description }));
  },
};

export const InHouseCarbonInline: Story = {
  name: 'In-house Carbon inline',
  render: () => <AdView state={{ kind: 'in-house-carbon', ad: themes, layout: 'inline' }} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(slotOf(canvasElement)).toHaveAttribute('data-ad-kind', 'in-house-carbon');
    await expectAdImage(canvas.getByRole('img', { name: themes.name }), 0.5);
  },
};

/** Spec §4: 20 % of ad-blocker readers get the ask to whitelist the site (in-house-adblock). */
export const WhitelistAsk: Story = {
  render: () => <AdView state={{ kind: 'in-house-adblock' }} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(slotOf(canvasElement)).toHaveAttribute('data-ad-kind', 'in-house-adblock');
    await expect(canvas.getByText(WHITELIST_ASK.title)).toBeVisible();
    await expect(canvas.getByText(WHITELIST_ASK.body)).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** Any click on an ad link (ours or the network's) sends a click event labelled with the kind. */
export const ClickSendsEvent: Story = {
  tags: ['test-procedure'],
  render: () => <AdView state={{ kind: 'in-house', ad: templates, layout: 'image' }} />,
  parameters: { screenshot: false },
  play: async ({ canvasElement, args }) => {
    const link = within(canvasElement).getByRole('link', { name: templates.description });
    // Keep the story in place: the new tab is not what this checks.
    link.addEventListener('click', (e) => e.preventDefault());
    await userEvent.click(link);
    await expect(args.onAdEvent).toHaveBeenCalledTimes(1);
    await expect(args.onAdEvent).toHaveBeenCalledWith(adEvent('click', 'in-house'));
  },
};

export const NetworkClickSendsEvent: Story = {
  tags: ['test-procedure'],
  render: () => <AdView state={{ kind: 'carbon', layout: 'image', children: <FakeNetworkAd /> }} />,
  parameters: { screenshot: false },
  play: async ({ canvasElement, args }) => {
    const link = within(canvasElement).getByRole('link', { name: /preview every pull request/ });
    link.addEventListener('click', (e) => e.preventDefault());
    await userEvent.click(link);
    await expect(args.onAdEvent).toHaveBeenCalledWith(adEvent('click', 'carbon'));
  },
};
