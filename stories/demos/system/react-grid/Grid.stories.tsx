import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Grid } from '@mui/system';
import GridBasic from './GridBasic';
import GridResponsiveDestinations from './GridResponsiveDestinations';

/**
 * MUI System's Grid (`import { Grid } from '@mui/system'`): a flexbox container of 12 columns whose items
 * take a `size` and an `offset` in columns, per breakpoint. The plays measure the layout at the story window's
 * 1024 px (the md range).
 */
const meta = {
  title: 'MUI System/Components/Grid',
  component: Grid,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Grid>;

export default meta;

type Story = StoryObj<typeof meta>;

const box = (element: Element) => element.getBoundingClientRect();
const itemOf = (element: Element) => {
  const item = element.closest('.MuiGrid-root');
  if (!item) throw new Error(`no Grid item around "${element.textContent}"`);
  return item;
};

export const Basic: Story = {
  render: () => <GridBasic />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const stay = itemOf(canvas.getByText('Accommodation'));
    const trains = itemOf(canvas.getByText('Train tickets'));
    const food = itemOf(canvas.getByText('Food and drinks'));
    // size={8} and size={4} share the first row; 8 columns are two of 4 plus the 16 px gap between them.
    await expect(Math.round(box(stay).top)).toBe(Math.round(box(trains).top));
    await expect(box(stay).width).toBeCloseTo(box(trains).width * 2 + 16, 0);
    // The next 4 + 4 + 4 wrap to a second row, 16 px lower (spacing={2}).
    await expect(Math.round(box(food).top - box(stay).bottom)).toBe(16);
  },
};

export const ResponsiveDestinations: Story = {
  render: () => <GridResponsiveDestinations />,
  play: async ({ canvasElement }) => {
    const trips = within(within(canvasElement).getByRole('list', { name: 'Weekend trips' })).getAllByRole('listitem');
    await expect(trips).toHaveLength(6);
    // md (the window's 1024 px): three cards a row, size={{ md: 4 }}.
    await expect(Math.round(box(trips[0]).top)).toBe(Math.round(box(trips[2]).top));
    await expect(box(trips[3]).top).toBeGreaterThan(box(trips[2]).bottom);
  },
};

