import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import Dashboard from './Dashboard';

/** The dashboard template: headline figures, an SVG revenue chart, recent invoices and top clients (no MUI X). */
const meta = {
  title: 'Material UI/Getting started/Templates/Dashboard',
  component: Dashboard,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Dashboard>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Twelve months add the older half year to the figures and the chart; the status filter narrows the table. */
export const Template: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const invoiced = canvasElement.querySelector('[data-stat="Invoiced"]')!;
    await expect(invoiced).toHaveTextContent('$100,550');
    await expect(canvas.getAllByText('+21% vs previous 6 months')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: '12 months' }));
    await expect(invoiced).toHaveTextContent('$183,550');
    await expect(canvas.getByText('Invoiced and paid per month, last 12 months')).toBeInTheDocument();
    const table = canvas.getByRole('table', { name: 'Recent invoices' });
    await expect(within(table).getAllByRole('row')).toHaveLength(7);
    await userEvent.click(canvas.getByRole('button', { name: 'Overdue' }));
    await expect(within(table).getAllByRole('row')).toHaveLength(2);
    await expect(within(table).getByText('Lumen Dental')).toBeVisible();
  },
};
