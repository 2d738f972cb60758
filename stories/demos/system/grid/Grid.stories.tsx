import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import GridColumnsAndGap from './GridColumnsAndGap';
import GridSystemProps from './GridSystemProps';
import GridTemplateAreas from './GridTemplateAreas';

/**
 * The grid style utility: the CSS grid properties as `sx` keys (and deprecated system props) on any
 * element. `gap`, `rowGap` and `columnGap` multiply the theme's spacing unit; the template, placement
 * and auto-flow keys go to CSS as written.
 */
const meta = {
  title: 'MUI System/Style Utilities/Grid',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;

type Story = StoryObj<typeof meta>;

/** The number of tracks in a computed `grid-template-columns` ("412px 412px" → 2). */
const trackCount = (element: Element) => getComputedStyle(element).gridTemplateColumns.split(' ').length;

export const ColumnsAndGap: Story = {
  render: () => <GridColumnsAndGap />,
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Portugal itinerary' });
    const style = getComputedStyle(list);
    await expect(style.display).toBe('grid');
    await expect(trackCount(list)).toBe(2);
    // gap: 2 is 2 × the 8px spacing unit, in both directions.
    await expect(style.rowGap).toBe('16px');
    await expect(style.columnGap).toBe('16px');
    const [first, second, third] = within(list).getAllByRole('listitem').map((item) => item.getBoundingClientRect());
    await expect(Math.round(second!.left - first!.right)).toBe(16);
    await expect(Math.round(third!.top - first!.bottom)).toBe(16);
  },
};

export const SystemProps: Story = {
  render: () => <GridSystemProps />,
  play: async ({ canvasElement }) => {
    const invoice = within(canvasElement).getByRole('region', { name: 'Invoice INV-2041' });
    const style = getComputedStyle(invoice);
    // The props became CSS just as sx keys would.
    await expect(style.display).toBe('grid');
    await expect(trackCount(invoice)).toBe(12);
    await expect(style.columnGap).toBe('16px');
    await expect(style.rowGap).toBe('8px');
    // No system prop reaches the DOM as an attribute.
    await expect(invoice).not.toHaveAttribute('gridtemplatecolumns');
    const description = within(invoice).getByText('Description');
    await expect(getComputedStyle(description).gridColumnStart).toBe('span 8');
    const total = within(invoice).getByText('Total €3,410.00');
    await expect(getComputedStyle(total).gridColumnStart).toBe('9');
    // The total lines up with the amounts column: same right edge as "Amount".
    const amount = within(invoice).getByText('Amount');
    await expect(Math.round(total.getBoundingClientRect().right)).toBe(Math.round(amount.getBoundingClientRect().right));
  },
};

export const TemplateAreas: Story = {
  render: () => <GridTemplateAreas />,
  play: async ({ canvasElement }) => {
    const recipe = within(canvasElement).getByRole('article', { name: 'Recipe: shakshuka' });
    // The story's 1024px viewport is past the sm breakpoint (600px): the two-column areas apply.
    await expect(getComputedStyle(recipe).gridTemplateAreas).toBe('"title title" "ingredients method" "notes notes"');
    await expect(trackCount(recipe)).toBe(2);
    const title = within(recipe).getByRole('heading', { name: 'Shakshuka', level: 3 }).parentElement!;
    await expect(getComputedStyle(title).gridArea).toBe('title');
    // The title spans the full width; ingredients and method share a row.
    await expect(Math.round(title.getBoundingClientRect().width)).toBe(Math.round(recipe.getBoundingClientRect().width));
    const [ingredients, method] = within(recipe).getAllByRole('list').map((list) => list.getBoundingClientRect());
    await expect(Math.round(ingredients!.top)).toBe(Math.round(method!.top));
    await expect(ingredients!.right).toBeLessThan(method!.left);
  },
};
