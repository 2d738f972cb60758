import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Grid } from '@mui/system';
import { inlineStart } from '../../../inline';
import GridBasic from './GridBasic';
import GridGrowOffset from './GridGrowOffset';
import GridNested from './GridNested';
import GridResponsiveDestinations from './GridResponsiveDestinations';

/**
 * MUI System's Grid (`import { Grid } from '@mui/system'`): a flexbox container of 12 columns whose items
 * take a `size` and an `offset` in columns, per breakpoint. The stories at a phone's width render the same
 * demo in a 390 px frame, so its breakpoints see a phone; the others run at the story window's 1024 px (md).
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


export const GrowAndOffset: Story = {
  render: () => <GridGrowOffset />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Booking reference' });
    const button = canvas.getByRole('button', { name: 'Find booking' });
    await expect(field).toHaveAccessibleDescription(/printed at the top of your confirmation email/);
    // sm and up: label, growing field and auto-sized button share one row (centred on it).
    const middle = (element: Element) => (box(element).top + box(element).bottom) / 2;
    await expect(Math.abs(middle(field) - middle(button))).toBeLessThanOrEqual(1);
    await expect(box(field).width).toBeGreaterThan(box(button).width * 2);
    // offset={{ sm: 3 }} starts the hint under the field, not under the label.
    const hint = canvas.getByText(/Six letters and digits/);
    await expect(Math.round(inlineStart(hint) - inlineStart(field))).toBe(0);
    await userEvent.type(field, 'K7Q2MX');
    await expect(field).toHaveValue('K7Q2MX');
  },
};


export const Nested: Story = {
  render: () => <GridNested />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const itinerary = canvas.getByRole('region', { name: 'Itinerary' });
    const details = canvas.getByRole('complementary', { name: 'Trip details' });
    // md: the itinerary (8 columns) and the details (4) side by side.
    await expect(Math.round(box(itinerary).top)).toBe(Math.round(box(details).top));
    // The nested container's items inherit the 16 px spacing.
    const [saturday, sunday] = within(itinerary).getAllByRole('heading').map(itemOf);
    await expect(Math.round(box(sunday).left - box(saturday).right)).toBe(16);
    await expect(getComputedStyle(itinerary).columnGap).toBe('16px');
  },
};

