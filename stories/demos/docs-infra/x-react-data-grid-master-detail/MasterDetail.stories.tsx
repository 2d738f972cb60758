import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createSalesOrders } from '../../../gridData/salesOrders';
import OpenPanels from './OpenPanels';
import OrderDetails from './OrderDetails';

const meta = {
  title: 'Docs-infra/Rows/Master Detail',
  parameters: { layout: 'padded' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const [first, second] = createSalesOrders(2);

/** The grid row whose order number cell reads `number`. */
const orderRow = (grid: HTMLElement, number: string) => within(grid).getByText(number, { selector: '[data-field="number"]' }).closest<HTMLElement>('[role="row"]')!;

export const Details: Story = {
  render: () => <OrderDetails />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: 'Orders with their items' });
    await expect(within(grid).getByRole('columnheader', { name: 'Order items' })).toBeInTheDocument();
    const row = await waitFor(() => orderRow(grid, first!.number));
    // The panel is closed until the row's Expand button is pressed.
    await expect(canvas.queryByRole('table', { name: `Items of order ${first!.number}` })).toBeNull();
    await userEvent.click(within(row).getByRole('button', { name: 'Expand' }));
    const items = await canvas.findByRole('table', { name: `Items of order ${first!.number}` });
    await expect(items).toBeVisible();
    for (const line of first!.lines) await expect(within(items).getByText(line.product)).toBeVisible();
    await expect(within(row).getByRole('button', { name: 'Collapse' })).toHaveAttribute('aria-expanded', 'true');
    await expect(within(grid).getByRole('row', { name: `Items of order ${first!.number}` })).toBeVisible();
  },
};

export const ControlledPanels: Story = {
  name: 'Controlled panels',
  render: () => <OpenPanels />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: 'Orders with delivery notes' });
    // The first order's note starts open (initial state); the toggle column is the last one.
    await expect(canvas.getByText(`Open: ${first!.number}`)).toBeVisible();
    await expect(await within(grid).findByRole('row', { name: `Delivery note for ${first!.number}` })).toBeVisible();
    const headers = within(grid).getAllByRole('columnheader');
    await expect(headers[headers.length - 1]).toHaveAccessibleName('Delivery note');
    // Opening a second note through the grid updates the state the text above reads.
    await userEvent.click(within(orderRow(grid, second!.number)).getByRole('button', { name: 'Expand' }));
    await expect(await canvas.findByText(`Open: ${first!.number}, ${second!.number}`)).toBeVisible();
    await expect(await within(grid).findByText(new RegExp(`for ${second!.customer}, ${second!.city}`))).toBeVisible();
    // The button outside the grid closes both.
    await userEvent.click(canvas.getByRole('button', { name: 'Close all notes' }));
    await expect(await canvas.findByText('No delivery notes open')).toBeVisible();
    await waitFor(() => expect(within(grid).queryByRole('row', { name: /^Delivery note for/ })).toBeNull());
  },
};
