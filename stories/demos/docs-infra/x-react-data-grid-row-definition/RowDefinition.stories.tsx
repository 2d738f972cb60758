import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import NewStarters from './NewStarters';
import ProductsBySku from './ProductsBySku';

const meta = {
  title: 'Docs-infra/Rows/Row Definition',
  parameters: { layout: 'padded' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The text of the first cell of `field` in the grid's body (the rows in view, top first). */
const firstCell = (grid: HTMLElement, field: string) => grid.querySelector(`[role="row"] [role="gridcell"][data-field="${field}"]`)?.textContent;

export const KeyedBySku: Story = {
  render: () => <ProductsBySku />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: 'Product catalogue' });
    await expect(await canvas.findByText('1–5 of 10')).toBeVisible();
    // getRowId: every row's id is its SKU.
    await waitFor(() => expect(grid.querySelector('[role="row"][data-id="TNT-2P-014"]')).not.toBeNull());
    await expect(grid.querySelector('[role="row"][data-id="TNT-2P-014"] [data-field="name"]')).toHaveTextContent('Two-person dome tent');
    // Sorting and paging keep the ids: the cheapest product is the SKU-keyed pillow.
    await userEvent.click(within(grid).getByRole('columnheader', { name: 'Price' }));
    await waitFor(() => expect(firstCell(grid, 'sku')).toBe('SLP-PIL-005'));
    await expect(grid.querySelector('[role="row"][data-id="SLP-PIL-005"]')).toHaveAttribute('aria-rowindex', '2');
  },
};

export const AddAndRemove: Story = {
  render: () => <NewStarters />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: 'Team members' });
    await expect(await canvas.findByText('1–5 of 8')).toBeVisible();
    await waitFor(() => expect(firstCell(grid, 'id')).toBe('8'));
    // A new rows array with one more row: the count grows and the newest id leads (sorted by ID, descending).
    await userEvent.click(canvas.getByRole('button', { name: 'Add new starter' }));
    await expect(await canvas.findByText('1–5 of 9')).toBeVisible();
    await waitFor(() => expect(firstCell(grid, 'name')).toBe('Lucía Herrera'));
    await userEvent.click(canvas.getByRole('button', { name: 'Add new starter' }));
    await waitFor(() => expect(firstCell(grid, 'name')).toBe('Jomo Kariuki'));
    await expect(grid).toHaveAttribute('aria-rowcount', '11');
    // Removing a row: the array without it.
    await userEvent.click(canvas.getByRole('button', { name: 'Remove last starter' }));
    await expect(await canvas.findByText('1–5 of 9')).toBeVisible();
    await waitFor(() => expect(firstCell(grid, 'name')).toBe('Lucía Herrera'));
  },
};
