import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import InvoicesByNumber from './InvoicesByNumber';
import MinimalGrid from './MinimalGrid';

const meta = {
  title: 'Docs-infra/Test: Data Grid e2e/Getting Started',
  parameters: { layout: 'padded' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Minimal: Story = {
  render: () => <MinimalGrid />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: 'Recipes' });
    await expect(grid).toHaveAttribute('aria-rowcount', '4');
    await expect(within(grid).getByRole('columnheader', { name: 'Recipe' })).toBeVisible();
    await expect(within(grid).getByRole('gridcell', { name: 'Mushroom risotto' })).toBeVisible();
    await expect(await canvas.findByText('1–3 of 3')).toBeVisible();
  },
};

export const RowIdFromAField: Story = {
  render: () => <InvoicesByNumber />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: 'Invoices' });
    await expect(await canvas.findByText('1–10 of 24')).toBeVisible();
    // The row's id is its invoice number (getRowId), as the row's data-id shows.
    const firstRow = within(grid).getAllByRole('row')[1]!;
    await expect(firstRow).toHaveAttribute('data-id', 'INV-2025-0001');
    await userEvent.click(within(firstRow).getByRole('checkbox', { name: 'Select row' }));
    await expect(await canvas.findByText('1 row selected')).toBeVisible();
  },
};
