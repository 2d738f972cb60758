import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import ImageListMasonry from './ImageListMasonry';
import ImageListQuilted from './ImageListQuilted';
import ImageListStandard from './ImageListStandard';
import ImageListTitleBars from './ImageListTitleBars';

const meta = {
  title: 'Material UI/Layout/Image List',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;

type Story = StoryObj<typeof meta>;

/** Waits until every image in the list has loaded, so layout and screenshot are final. */
async function imagesLoaded(list: HTMLElement) {
  const images = Array.from(list.querySelectorAll('img'));
  await waitFor(() => {
    for (const image of images) {
      expect(image.complete && image.naturalWidth > 0).toBe(true);
    }
  });
  return images;
}

const rectOf = (element: Element) => element.getBoundingClientRect();

export const Standard: Story = {
  render: () => <ImageListStandard />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Weekend brunch photos' });
    const images = await imagesLoaded(list);
    await expect(images).toHaveLength(6);
    // rowHeight={140}: every tile has the same height.
    for (const item of within(list).getAllByRole('listitem')) {
      await expect(Math.round(rectOf(item).height)).toBe(140);
    }
  },
};

export const Quilted: Story = {
  render: () => <ImageListQuilted />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Travel highlights' });
    await imagesLoaded(list);
    const harbour = canvas.getByRole('img', { name: 'Sailing boat in a harbour at dawn' });
    const dunes = canvas.getByRole('img', { name: 'Orange sand dunes under a pale sun' });
    // The feature photo spans two rows and two columns: 2 × 110 px plus one 6 px gap.
    await expect(Math.round(rectOf(harbour).height)).toBe(226);
    await expect(Math.round(rectOf(dunes).height)).toBe(110);
  },
};

export const Masonry: Story = {
  render: () => <ImageListMasonry />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Home shop' });
    await imagesLoaded(list);
    const lamp = canvas.getByRole('img', { name: 'Desk lamp with an orange shade' });
    const mug = canvas.getByRole('img', { name: 'Terracotta ceramic mug' });
    // Masonry keeps each image's own proportions: the tall lamp, the square mug.
    await expect(rectOf(lamp).height).toBeGreaterThan(rectOf(lamp).width * 1.4);
    await expect(Math.round(rectOf(mug).height)).toBe(Math.round(rectOf(mug).width));
    await expect(canvas.getByText('Reading chair')).toBeVisible();
    await expect(canvas.getByText('€390')).toBeVisible();
  },
};

export const TitleBars: Story = {
  render: () => <ImageListTitleBars />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Photo contest entries' });
    await imagesLoaded(list);
    const save = canvas.getByRole('button', { name: 'Save Harbour at dawn' });
    await expect(save).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(save);
    await expect(save).toHaveAttribute('aria-pressed', 'true');
    // Only the photo that was pressed changes.
    await expect(
      canvas.getByRole('button', { name: 'Save Lake at sunset' }),
    ).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(save);
    await expect(save).toHaveAttribute('aria-pressed', 'false');
    await userEvent.unhover(save);
  },
};
