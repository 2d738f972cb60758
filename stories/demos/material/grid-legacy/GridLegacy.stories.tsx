import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import GridLegacy from '@mui/material/GridLegacy';
import Paper from '@mui/material/Paper';
import { apiControl } from '../../apiControls';
import GridLegacyBasic from './GridLegacyBasic';
import GridLegacyMigration from './GridLegacyMigration';
import GridLegacyResponsive from './GridLegacyResponsive';
import GridLegacyZeroMinWidth from './GridLegacyZeroMinWidth';

/**
 * GridLegacy is the earlier twelve-column grid, kept for pages that still use its `item` and `xs`/`md`
 * props; new layouts use Grid. A container spaces and wraps its items, and each item says how many of the
 * columns it spans at each breakpoint.
 */
const meta = {
  title: 'Material UI/Layout/GridLegacy',
  component: GridLegacy,
  parameters: { layout: 'padded', muiApi: 'GridLegacy' },
  argTypes: {
    spacing: apiControl('GridLegacy', 'spacing', 'number'),
    columns: apiControl('GridLegacy', 'columns', 'number'),
    direction: apiControl('GridLegacy', 'direction', { options: ['row', 'row-reverse', 'column', 'column-reverse'] }),
    wrap: apiControl('GridLegacy', 'wrap', { options: ['wrap', 'nowrap', 'wrap-reverse'] }),
  },
} satisfies Meta<typeof GridLegacy>;

export default meta;

type Story = StoryObj<typeof meta>;

const rectOf = (element: Element) => element.getBoundingClientRect();

/** The container's spacing, columns, direction and wrapping are controls; each item spans `xs={6} sm={4}`. */
export const Playground: Story = {
  args: { container: true, spacing: 2, columns: 12, direction: 'row', wrap: 'wrap' },
  render: (args) => (
    <GridLegacy {...args} data-testid="playground-grid">
      {['Breakfast', 'Lunch', 'Dinner'].map((meal) => (
        <GridLegacy item xs={6} sm={4} key={meal}>
          <Paper variant="outlined" sx={{ p: 2, textAlign: 'center' }}>
            {meal}
          </Paper>
        </GridLegacy>
      ))}
    </GridLegacy>
  ),
  play: async ({ canvasElement, args }) => {
    const grid = within(canvasElement).getByTestId('playground-grid');
    await expect(grid.classList.contains('MuiGridLegacy-container')).toBe(Boolean(args.container));
    if (args.container) {
      await expect(getComputedStyle(grid).flexDirection).toBe(String(args.direction ?? 'row'));
      await expect(getComputedStyle(grid).flexWrap).toBe(String(args.wrap ?? 'wrap'));
    }
  },
};

export const Basic: Story = {
  render: () => <GridLegacyBasic />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const article = canvas.getByRole('article');
    const aside = canvas.getByRole('complementary', { name: 'Related posts' });
    // md={8} and md={4} sit side by side at the story's viewport width.
    await expect(Math.round(rectOf(article).top)).toBe(Math.round(rectOf(aside).top));
    await expect(rectOf(article).width).toBeGreaterThan(rectOf(aside).width * 1.8);
  },
};

export const Responsive: Story = {
  render: () => <GridLegacyResponsive />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Houseplants' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    // md={3}: all four plants share one row.
    const tops = new Set(items.map((item) => Math.round(rectOf(item).top)));
    await expect(tops.size).toBe(1);
  },
};

export const ZeroMinWidth: Story = {
  render: () => <GridLegacyZeroMinWidth />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByText('quarterly-sales-report-north-region-final-v3.xlsx');
    const card = name.closest('.MuiPaper-root');
    if (!card) {
      throw new Error('The card is missing');
    }
    // The name is truncated instead of overflowing the card.
    await expect(name.scrollWidth).toBeGreaterThan(name.clientWidth);
    await expect(rectOf(name).right).toBeLessThanOrEqual(rectOf(card).right);
    await expect(canvas.getByText('2.4 MB')).toBeVisible();
  },
};

export const Migration: Story = {
  render: () => <GridLegacyMigration />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const before = canvas.getByRole('region', { name: 'Before: GridLegacy' });
    const after = canvas.getByRole('region', { name: 'After: Grid' });
    // Both versions produce cells of the same size.
    for (const label of ['Billing address', 'Delivery notes']) {
      const legacyCell = within(before).getByText(label);
      const gridCell = within(after).getByText(label);
      await expect(Math.round(rectOf(legacyCell).width)).toBe(Math.round(rectOf(gridCell).width));
    }
  },
};
