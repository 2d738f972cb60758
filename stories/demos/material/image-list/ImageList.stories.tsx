import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';
import { apiControl } from '../../apiControls';
import berryBowl from './images/berry-bowl.svg';
import flatWhite from './images/flat-white.svg';
import lemons from './images/lemons.svg';
import sourdoughLoaf from './images/sourdough-loaf.svg';
import tagliatelle from './images/tagliatelle.svg';
import tomatoes from './images/tomatoes.svg';
import ImageListMasonry from './ImageListMasonry';
import ImageListQuilted from './ImageListQuilted';
import ImageListStandard from './ImageListStandard';
import ImageListTitleBars from './ImageListTitleBars';

const photos = [
  { src: sourdoughLoaf, alt: 'Scored sourdough loaf on a wooden board' },
  { src: flatWhite, alt: 'Flat white with a leaf pattern, seen from above' },
  { src: lemons, alt: 'Three lemons and a lemon leaf' },
  { src: tomatoes, alt: 'Three ripe tomatoes with green stems' },
  { src: berryBowl, alt: 'White bowl of blueberries and raspberries' },
  { src: tagliatelle, alt: 'Plate of tagliatelle with tomato sauce and basil' },
];

/**
 * An image list shows a collection of pictures in a grid, like a gallery or the photos of a product.
 * The variant sets the rhythm: equal tiles (standard), tiles of different spans (quilted, woven) or
 * columns of different heights (masonry); `cols`, `gap` and `rowHeight` tune the grid.
 */
const meta = {
  title: 'Material UI/Layout/Image List',
  component: ImageList,
  parameters: { layout: 'padded', muiApi: 'ImageList' },
  args: {
    children: photos.map((photo) => (
      <ImageListItem key={photo.alt}>
        <img src={photo.src} alt={photo.alt} />
      </ImageListItem>
    )),
  },
  argTypes: { rowHeight: apiControl('ImageList', 'rowHeight', 'number') },
} satisfies Meta<typeof ImageList>;

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

/** Columns, gap, row height and variant are controls. */
export const Playground: Story = {
  args: { cols: 3, gap: 8, rowHeight: 140, variant: 'standard' },
  render: (args) => <ImageList {...args} aria-label="Brunch photos" sx={{ maxWidth: 480, m: 0 }} />,
  play: async ({ canvasElement, args }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Brunch photos' });
    await expect(await imagesLoaded(list)).toHaveLength(photos.length);
    const style = getComputedStyle(list);
    if (args.variant === 'masonry') await expect(style.columnCount).toBe(String(args.cols));
    else await expect(style.gridTemplateColumns.split(' ')).toHaveLength(args.cols ?? 2);
  },
};

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
