import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import InvoiceHeaders from './InvoiceHeaders';
import TripHeaders from './TripHeaders';

const meta = {
  title: 'Docs-infra/Columns/Column Header',
  parameters: { layout: 'padded' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const DescriptionsAndAlignment: Story = {
  render: () => <TripHeaders />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: 'Upcoming departures' });
    const header = (name: string) => within(grid).getByRole('columnheader', { name });
    await expect(header('Nights')).toHaveClass('MuiDataGrid-columnHeader--alignCenter');
    await expect(header('Price')).toHaveClass('trip-header--money');
    // Pointing at a header title with a description shows the description.
    await userEvent.hover(within(header('Refundable')).getByText('Refundable'));
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Can be cancelled for a full refund up to 48 hours before departure.');
    await userEvent.unhover(within(header('Refundable')).getByText('Refundable'));
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  },
};

export const RenderHeader: Story = {
  render: () => <InvoiceHeaders />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: 'Invoices to follow up' });
    const total = within(grid).getByRole('columnheader', { name: /Total/ });
    // columnHeaderHeight: 72 px instead of the default 56.
    await expect(Math.round(total.getBoundingClientRect().height)).toBe(72);
    await expect(total).toHaveTextContent('Totalexcl. VAT');
    // A custom header still sorts its column on click.
    await userEvent.click(within(total).getByText('excl. VAT'));
    await waitFor(() => expect(total).toHaveAttribute('aria-sort', 'ascending'));
    const amounts = [...grid.querySelectorAll('[role="gridcell"][data-field="total"]')].map((cell) => Number((cell.textContent ?? '').replace(/[€,]/g, '')));
    await expect(amounts[0]).toBe(Math.min(...amounts));
  },
};
