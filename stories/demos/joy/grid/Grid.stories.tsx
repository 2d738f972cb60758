import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import Grid from '@mui/joy/Grid';
import GridCards from './GridCards';
import GridNested from './GridNested';
import GridOffset from './GridOffset';

/**
 * Joy's Grid (from @mui/system 6.5's Grid) lays items out in 12 columns: `container` on the parent, `size`
 * and `offset` on the items, with values per breakpoint, and `spacing` for the gaps.
 */
const meta = {
  title: 'Joy UI/Layout/Grid',
  component: Grid,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Grid>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Joy's breakpoints: sm from 600 px, md from 900 px. */
const widthAtLeast = (px: number) => window.matchMedia(`(min-width: ${px}px)`).matches;
const rect = (element: Element) => element.getBoundingClientRect();

export const ResponsiveCards: Story = {
  render: () => <GridCards />,
  play: async ({ canvasElement }) => {
    const cards = within(canvasElement).getAllByTestId('recipe-card');
    await expect(cards).toHaveLength(6);
    const perRow = widthAtLeast(900) ? 3 : widthAtLeast(600) ? 2 : 1;
    const firstTop = rect(cards[0]!).top;
    // The first `perRow` cards share a row, the next one starts a new row below them.
    for (const card of cards.slice(0, perRow)) await expect(Math.abs(rect(card).top - firstTop)).toBeLessThan(1);
    await expect(rect(cards[perRow]!).top).toBeGreaterThan(rect(cards[0]!).bottom);
    // Equal widths, and spacing={2} leaves 16 px between neighbours.
    if (perRow > 1) {
      await expect(Math.abs(rect(cards[0]!).width - rect(cards[1]!).width)).toBeLessThan(1);
      await expect(Math.round(rect(cards[1]!).left - rect(cards[0]!).right)).toBe(16);
    }
  },
};

export const SpacingAndOffset: Story = {
  render: () => <GridOffset />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const totals = canvas.getByTestId('totals');
    const invoice = canvas.getByRole('heading', { name: 'Invoice' });
    await expect(totals).toHaveTextContent('Total due€1,500.00');
    if (widthAtLeast(600)) {
      // offset={{ sm: 6 }} puts the totals under the second column, below the invoice details.
      await expect(Math.abs(rect(totals).left - rect(invoice).left)).toBeLessThan(1);
      await expect(rect(totals).top).toBeGreaterThan(rect(invoice).bottom);
    }
    // The amounts (size="auto") end at the right edge of the totals box, after its padding.
    const total = canvas.getByText('€1,500.00');
    await expect(Math.round(rect(totals).right - rect(total).right)).toBe(16);
  },
};

export const Nested: Story = {
  render: () => <GridNested />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const summary = canvas.getByTestId('summary');
    const stats = canvas.getAllByTestId('stat');
    await expect(stats).toHaveLength(3);
    // The inner grid lives inside the outer item and splits its width into three.
    for (const stat of stats) {
      await expect(rect(stat).left).toBeGreaterThanOrEqual(rect(summary).left);
      await expect(rect(stat).right).toBeLessThanOrEqual(rect(summary).right);
    }
    if (widthAtLeast(900)) {
      await expect(Math.abs(rect(stats[0]!).top - rect(stats[2]!).top)).toBeLessThan(1);
      // md: 8 of 12 columns for the summary, 4 for the next departure beside it.
      await expect(Math.abs(rect(canvas.getByTestId('next')).top - rect(summary).top)).toBeLessThan(1);
      await expect(rect(summary).width).toBeGreaterThan(rect(canvas.getByTestId('next')).width * 1.8);
    }
  },
};
