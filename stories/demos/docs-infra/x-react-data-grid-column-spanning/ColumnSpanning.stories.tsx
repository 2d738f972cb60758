import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import ConferenceTimetable from './ConferenceTimetable';
import InvoiceTotals from './InvoiceTotals';

const meta = {
  title: 'Docs-infra/Columns/Column Spanning',
  parameters: { layout: 'padded' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The cell of `field` in the row whose id is `id` (the grid marks rows with data-id, cells with data-field). */
const cellOf = (grid: HTMLElement, id: string | number, field: string) =>
  grid.querySelector<HTMLElement>(`[role="row"][data-id="${id}"] [role="gridcell"][data-field="${field}"]`);

const widthOf = (element: Element) => element.getBoundingClientRect().width;

export const Invoice: Story = {
  render: () => <InvoiceTotals />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: 'Invoice lines' });
    const total = await waitFor(() => {
      const cell = cellOf(grid, 'total', 'description');
      expect(cell).not.toBeNull();
      return cell!;
    });
    // The "Total due" label covers Description, Qty and Unit price: one cell as wide as the three headers.
    await expect(total).toHaveTextContent('Total due');
    await expect(total).toHaveAttribute('aria-colspan', '3');
    const headers = ['Description', 'Qty', 'Unit price'].map((name) => within(grid).getByRole('columnheader', { name }));
    await expect(widthOf(total)).toBeCloseTo(headers.reduce((sum, header) => sum + widthOf(header), 0), 0);
    // The row has no Qty or Unit price cell of its own; its Amount is the subtotal plus 20% VAT.
    await expect(cellOf(grid, 'total', 'quantity')).toBeNull();
    await expect(cellOf(grid, 'total', 'amount')).toHaveTextContent('€6,643.20');
    // Item lines keep one cell a column.
    await expect(cellOf(grid, 'item-2', 'description')).toHaveAttribute('aria-colspan', '1');
    await expect(cellOf(grid, 'item-2', 'quantity')).toHaveTextContent('6');
  },
};

export const Timetable: Story = {
  render: () => <ConferenceTimetable />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: 'Conference timetable' });
    const keynote = await waitFor(() => {
      const cell = cellOf(grid, 1, 'hall');
      expect(cell).not.toBeNull();
      return cell!;
    });
    // The keynote spans Main hall, Studio and Lab (3 × 240 px); a parallel-talks row has three cells.
    await expect(keynote).toHaveAttribute('aria-colspan', '3');
    await expect(widthOf(keynote)).toBeCloseTo(720, 0);
    await expect(cellOf(grid, 2, 'studio')).toHaveTextContent('Accessible data tables');
    // The keyboard treats the spanning cell as one: from the keynote, ArrowDown goes to Main hall of 10:00,
    // ArrowRight to Studio, and ArrowUp lands back on the keynote cell that covers Studio.
    await userEvent.click(cellOf(grid, 1, 'time')!);
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(document.activeElement).toBe(cellOf(grid, 1, 'hall')));
    await userEvent.keyboard('{ArrowDown}{ArrowRight}');
    await waitFor(() => expect(document.activeElement).toBe(cellOf(grid, 2, 'studio')));
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(document.activeElement).toBe(cellOf(grid, 1, 'hall')));
  },
};
