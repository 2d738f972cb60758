import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { AdView } from '../../../src/components/ads/AdView';
import { IN_HOUSE_ADS } from '../../../src/ads/inHouseAds';
import type { Ad } from '../../../src/ads/types';
import { expectAdImage, expectAdLink, withAdEvents, type AdStoryArgs } from './fixtures';

/** Spec §3: the four in-house ads (templates, themes, tidelift, figma), each with its own image. */
const meta = {
  title: 'Shell/Ads/In-house ads',
  args: { onAdEvent: fn() },
  decorators: [withAdEvents],
} satisfies Meta<AdStoryArgs>;
export default meta;
type Story = StoryObj<AdStoryArgs>;

const byLabel = (label: string): Ad => IN_HOUSE_ADS.find((ad) => ad.label === label)!;

const inHouseStory = (ad: Ad): Story => ({
  render: () => <AdView state={{ kind: 'in-house', ad, layout: 'image' }} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const img = canvas.getByRole('img', { name: ad.name });
    await expectAdImage(img);
    await expect(img.getAttribute('src')).toBe(ad.img);
    // The illustration really loaded (a local file, no network).
    await waitFor(() => expect((img as HTMLImageElement).naturalWidth).toBeGreaterThan(0));
    const links = canvas.getAllByRole('link');
    for (const link of links) {
      await expectAdLink(link);
      await expect(link).toHaveAttribute('href', ad.link);
    }
    await expect(canvas.getByRole('link', { name: ad.description })).toBeVisible();
    await expect(canvas.getByText(`ad by ${ad.poweredby}`)).toBeVisible();
  },
});

export const Templates = inHouseStory(byLabel('in-house-templates'));
export const Themes = inHouseStory(byLabel('in-house-themes'));
export const Tidelift = inHouseStory(byLabel('in-house-tidelift'));
export const Figma = inHouseStory(byLabel('in-house-figma'));
