import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import AutoHeightTickets from './AutoHeightTickets';
import DensityRows from './DensityRows';

const meta = {
  title: 'Docs-infra/Rows/Row Height',
  parameters: { layout: 'padded' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The height in px of the grid's data row with this (1-based, header included) aria-rowindex. */
const rowHeight = (grid: HTMLElement, rowIndex: number) =>
  Math.round(grid.querySelector<HTMLElement>(`[role="row"][aria-rowindex="${rowIndex}"]`)!.getBoundingClientRect().height);

export const Density: Story = {
  render: () => <DensityRows />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: 'Team list' });
    await waitFor(() => expect(rowHeight(grid, 2)).toBe(44));
    await userEvent.click(canvas.getByRole('button', { name: 'Compact' }));
    await waitFor(() => expect(rowHeight(grid, 2)).toBe(30));
    await userEvent.click(canvas.getByRole('button', { name: 'Comfortable' }));
    await waitFor(() => expect(rowHeight(grid, 2)).toBe(57));
    await expect(canvas.getByRole('button', { name: 'Comfortable' })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const AutoHeight: Story = {
  render: () => <AutoHeightTickets />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: 'Support tickets' });
    // Row 5 (ticket 4) is "We moved offices."; row 6 (ticket 5) is a long message that wraps over several lines.
    await within(grid).findByText('We moved offices.');
    await waitFor(() => expect(rowHeight(grid, 6)).toBeGreaterThan(rowHeight(grid, 5) + 20));
    // A one-line message keeps a short row (about one line of text plus the padding).
    await expect(rowHeight(grid, 5)).toBeLessThan(60);
  },
};
