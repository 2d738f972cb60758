import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { openColumnMenu } from '../../../gridPlay';
import { createInvoices } from '../../../gridData/invoices';
import ColumnTotalMenu from './ColumnTotalMenu';
import DefaultColumnMenu from './DefaultColumnMenu';
import TrimmedColumnMenu from './TrimmedColumnMenu';

const meta = {
  title: 'Docs-infra/Columns/Column Menu',
  parameters: { layout: 'padded' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const itemNames = (menu: HTMLElement) => within(menu).getAllByRole('menuitem').map((item) => item.textContent);

export const DefaultMenu: Story = {
  render: () => <DefaultColumnMenu />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: 'Office headcount' });
    // The Remote column sets disableColumnMenu: its header has no menu button.
    await expect(grid.querySelector('button[aria-label="Remote column menu"]')).toBeNull();
    let menu = await openColumnMenu(grid, 'Salary');
    await expect(itemNames(menu)).toEqual(['Sort by ASC', 'Sort by DESC', 'Filter', 'Hide column', 'Manage columns']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Sort by DESC' }));
    await waitFor(() => expect(within(grid).getByRole('columnheader', { name: 'Salary' })).toHaveAttribute('aria-sort', 'descending'));
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    // Hide column takes the column off the grid.
    menu = await openColumnMenu(grid, 'Office');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Hide column' }));
    await waitFor(() => expect(within(grid).queryByRole('columnheader', { name: 'Office' })).toBeNull());
    await expect(grid).toHaveAttribute('aria-colcount', '4');
  },
};

export const SlotPropsOfTheMenu: Story = {
  render: () => <TrimmedColumnMenu />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: 'Bookings to confirm' });
    const menu = await openColumnMenu(grid, 'Price');
    // Filter moved to the top; the hide and manage items are gone.
    await expect(itemNames(menu)).toEqual(['Filter', 'Sort by ASC', 'Sort by DESC']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Filter' }));
    await expect(await screen.findByLabelText('Value')).toBeVisible();
  },
};

export const CustomMenuItem: Story = {
  render: () => <ColumnTotalMenu />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: 'Invoices this year' });
    // Text columns keep the default items.
    let menu = await openColumnMenu(grid, 'Client');
    await expect(itemNames(menu)).not.toContain('Show column total');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    // On a number column the item sits between sorting and filtering, and writes the sum of all 40 invoices.
    menu = await openColumnMenu(grid, 'Hours');
    await expect(itemNames(menu)).toEqual(['Sort by ASC', 'Sort by DESC', 'Show column total', 'Filter', 'Hide column', 'Manage columns']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Show column total' }));
    const hours = createInvoices(40, 2).reduce((sum, invoice) => sum + invoice.hours, 0);
    await expect(canvas.getByRole('status')).toHaveTextContent(`Total of Hours: ${hours.toLocaleString('en-US')}`);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  },
};
