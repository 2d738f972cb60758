import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import InvoiceTotals from './InvoiceTotals';
import TripColumnTypes from './TripColumnTypes';

const meta = {
  title: 'Docs-infra/Columns/Column Definition',
  parameters: { layout: 'padded' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The text of every cell of one column that the grid rendered, top to bottom. */
const columnTexts = (grid: HTMLElement, field: string) =>
  [...grid.querySelectorAll(`[role="gridcell"][data-field="${field}"]`)].map((cell) => cell.textContent ?? '');

export const ColumnTypes: Story = {
  render: () => <TripColumnTypes />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: 'Trip bookings' });
    await expect(await canvas.findByText('1–10 of 24')).toBeVisible();
    // Number columns are right-aligned; the dateTime column shows day and time in UTC.
    await expect(within(grid).getByRole('columnheader', { name: 'Nights' })).toHaveClass('MuiDataGrid-columnHeader--alignRight');
    await expect(columnTexts(grid, 'departure')[0]).toMatch(/^\d{1,2} [A-Z][a-z]{2}, \d{2}:\d{2}$/);
    await expect(columnTexts(grid, 'price')[0]).toMatch(/^\$\d{1,3}(,\d{3})*$/);
    // The actions column cancels the first trip: one booking fewer, and the next one moves up.
    const [first, second] = columnTexts(grid, 'traveller');
    const [destination] = columnTexts(grid, 'destination');
    await userEvent.click(within(grid).getByRole('menuitem', { name: `Cancel the trip of ${first} to ${destination}` }));
    await expect(await canvas.findByText('1–10 of 23')).toBeVisible();
    await waitFor(() => expect(columnTexts(grid, 'traveller')[0]).toBe(second));
  },
};

export const ValueGettersAndFormatters: Story = {
  render: () => <InvoiceTotals />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: 'Studio invoices' });
    await expect(await canvas.findByText('1–10 of 30')).toBeVisible();
    // The contact column shows the name the getter builds from an object; amounts are in euros.
    await expect(columnTexts(grid, 'contact')[0]).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+$/);
    await expect(columnTexts(grid, 'total')[0]).toMatch(/^€\d{1,3}(,\d{3})*\.\d{2}$/);
    // The computed total sorts like a real field: descending puts the largest invoice first.
    const total = within(grid).getByRole('columnheader', { name: 'Total' });
    await userEvent.click(total);
    await userEvent.click(total);
    await waitFor(() => expect(total).toHaveAttribute('aria-sort', 'descending'));
    const amounts = columnTexts(grid, 'total').map((text) => Number(text.replace(/[€,]/g, '')));
    await expect(amounts[0]).toBe(Math.max(...amounts));
    await expect(amounts[0]).toBeGreaterThanOrEqual(amounts[1]!);
    // The status column renders a chip instead of the bare text.
    await expect(grid.querySelector('[role="gridcell"][data-field="status"] .MuiChip-root')).not.toBeNull();
  },
};
