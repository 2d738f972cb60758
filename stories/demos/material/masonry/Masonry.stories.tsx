import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import MasonryBasic from './MasonryBasic';
import MasonryImages from './MasonryImages';
import MasonrySequential from './MasonrySequential';

const meta = {
  title: 'Material UI/Lab/Masonry',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;

type Story = StoryObj<typeof meta>;

/** The direct children of the masonry, without its line-break helpers. */
function masonryItems(root: HTMLElement) {
  const masonry = root.querySelector<HTMLElement>('.MuiMasonry-root');
  if (!masonry) {
    throw new Error('The masonry is missing');
  }
  return Array.from(masonry.children).filter(
    (child): child is HTMLElement =>
      child instanceof HTMLElement && child.dataset.class !== 'line-break',
  );
}

/** Masonry measures its items on the client; wait until every item has a column. */
async function layoutDone(items: HTMLElement[]) {
  await waitFor(() => {
    for (const item of items) {
      expect(item.style.order).not.toBe('');
    }
  });
}

const columnCount = (items: HTMLElement[]) =>
  new Set(items.map((item) => Math.round(item.getBoundingClientRect().left))).size;

export const Basic: Story = {
  render: () => <MasonryBasic />,
  play: async ({ canvasElement }) => {
    const items = masonryItems(canvasElement);
    await expect(items).toHaveLength(7);
    await layoutDone(items);
    await waitFor(() => expect(columnCount(items)).toBe(3));
    // Each item goes to the shortest column: the fourth note lands under the third.
    await expect(items[3].style.order).toBe('3');
  },
};

export const Images: Story = {
  render: () => <MasonryImages />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const images = canvas.getAllByRole('img');
    await expect(images).toHaveLength(6);
    await expect(
      canvas.getByRole('img', { name: 'A red and white lighthouse at dusk' }),
    ).toBeVisible();
    await waitFor(() => {
      for (const image of images) {
        expect((image as HTMLImageElement).complete).toBe(true);
        expect((image as HTMLImageElement).naturalWidth).toBeGreaterThan(0);
      }
    });
    const items = masonryItems(canvasElement);
    await layoutDone(items);
    // The story viewport is wider than the sm breakpoint, so three columns.
    await waitFor(() => expect(columnCount(items)).toBe(3));
  },
};

export const Sequential: Story = {
  render: () => <MasonrySequential />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = masonryItems(canvasElement);
    await layoutDone(items);
    const chapterFour = items[3];
    await expect(chapterFour).toHaveTextContent('Chapter 4');
    // Default: chapter 4 goes to the shortest column, the second one.
    await expect(chapterFour.style.order).toBe('2');

    const toggle = canvas.getByRole('checkbox', { name: 'Sequential order' });
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    // Sequential: items fill the columns in turn, so chapter 4 starts the first column again.
    await waitFor(() => expect(chapterFour.style.order).toBe('1'));
    await expect(items[4].style.order).toBe('2');
    await expect(items[5].style.order).toBe('3');
  },
};
