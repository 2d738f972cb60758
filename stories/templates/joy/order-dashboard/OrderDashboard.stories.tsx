import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import OrderDashboard from './OrderDashboard';

/** Joy UI's order dashboard template: search, status filter, selection and its total. */
const meta = {
  title: 'Joy UI/Getting started/Templates/Order dashboard',
  component: OrderDashboard,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof OrderDashboard>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Filtering by status and search narrows the table; the header checkbox selects what is shown and the export reports its total. */
export const Template: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Orders' });
    await expect(within(table).getAllByRole('row')).toHaveLength(13);
    await expect(canvas.getByRole('button', { name: 'Export selected' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('combobox', { name: /Status/ }));
    await userEvent.click(await within(canvasElement.ownerDocument.body).findByRole('option', { name: 'Refunded' }));
    await expect(within(table).getAllByRole('row')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select every order shown' }));
    await expect(canvas.getByText(/2 selected, €84\.00 in all/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Export selected' }));
    await expect(canvas.getByText(/2 orders \(€84\.00\) ready as orders\.csv/)).toBeVisible();
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search orders' }), 'nobody');
    await expect(canvas.getByText('No order matches this search and status.')).toBeVisible();
  },
};
