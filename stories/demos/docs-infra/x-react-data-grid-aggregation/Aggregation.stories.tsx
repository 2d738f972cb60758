import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { createOrders, formatDollars } from '../../../gridData/orders';
import RevenueByCategory from './RevenueByCategory';

const meta = {
  title: 'Docs-infra/Group & Pivot/Aggregation',
  parameters: { layout: 'padded' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const orders = createOrders(80);
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

export const ByCategory: Story = {
  render: () => <RevenueByCategory />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('treegrid', { name: 'Revenue by category' });
    // The header of an aggregated column names its function.
    const totalHeader = await within(grid).findByRole('columnheader', { name: /Total/ });
    await expect(totalHeader).toHaveTextContent('sum');
    // The footer row holds the year's revenue; each category's group row holds its own.
    const year = formatDollars(sum(orders.map((order) => order.total)));
    await expect(await within(grid).findByText(year)).toBeVisible();
    const coffee = formatDollars(sum(orders.filter((order) => order.category === 'Coffee').map((order) => order.total)));
    await expect(await within(grid).findByText(coffee)).toBeVisible();
  },
};
