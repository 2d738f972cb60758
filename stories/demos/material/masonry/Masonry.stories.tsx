import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import Masonry from '@mui/lab/Masonry';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import MasonryBasic from './MasonryBasic';
import MasonryImages from './MasonryImages';
import MasonrySequential from './MasonrySequential';

const playgroundNotes = [
  { title: 'Office closed on Friday', height: 96 },
  { title: 'Descale the coffee machine every Monday', height: 150 },
  { title: 'Design review moved to 3 pm', height: 80 },
  { title: 'Welcome Inês, our new support lead', height: 130 },
  { title: 'Parking passes are at reception', height: 110 },
  { title: 'Add your topics for quarterly planning by Wednesday', height: 170 },
];

/**
 * Masonry (from @mui/lab) arranges items of different heights in columns without gaps, filling the
 * shortest column first, like a board of notes or a photo wall. Choose the number of columns and the
 * spacing; `sequential` keeps the items in reading order across the columns instead.
 */
const meta = {
  title: 'Material UI/Lab/Masonry',
  component: Masonry,
  // The site generates API pages for @mui/material only, so the lab's props are described here.
  parameters: { layout: 'padded' },
  args: {
    children: playgroundNotes.map((note) => (
      <Paper key={note.title} sx={{ height: note.height, p: 2 }}>
        <Typography variant="body2">{note.title}</Typography>
      </Paper>
    )),
  },
  argTypes: {
    columns: {
      description: 'Number of columns (a number, or one per breakpoint).',
      control: { type: 'number', min: 1, max: 6 },
      table: { type: { summary: 'ResponsiveStyleValue<number | string>' }, defaultValue: { summary: '4' } },
    },
    spacing: {
      description: "Space between items, as a factor of the theme's spacing.",
      control: { type: 'number', min: 0, max: 6 },
      table: { type: { summary: 'ResponsiveStyleValue<number | string>' }, defaultValue: { summary: '1' } },
    },
    sequential: {
      description: 'Places the items in order, column after column, instead of each in the shortest column.',
      control: 'boolean',
      table: { type: { summary: 'boolean' }, defaultValue: { summary: 'false' } },
    },
  },
} satisfies Meta<typeof Masonry>;

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

/** Columns, spacing and sequential order are controls. */
export const Playground: Story = {
  args: { columns: 3, spacing: 2, sequential: false },
  render: (args) => <Masonry {...args} />,
  play: async ({ canvasElement, args }) => {
    const items = masonryItems(canvasElement);
    await expect(items).toHaveLength(playgroundNotes.length);
    await layoutDone(items);
    await waitFor(() => expect(columnCount(items)).toBe(Math.min(Number(args.columns), items.length)));
  },
};

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
