import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { formatDollars } from '../../../gridData/format';
import { createInvoices, type Invoice } from '../../../gridData/invoices';
import OnePanelAtATime from './OnePanelAtATime';
import RowClickDetails from './RowClickDetails';
import StripedRows from './StripedRows';

const meta = {
  title: 'Docs-infra/Rows/Recipes',
  parameters: { layout: 'padded' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The texts of the detail panels open in `grid`. */
const openPanels = (grid: HTMLElement) => [...grid.querySelectorAll<HTMLElement>('.MuiDataGrid-detailPanel')].map((panel) => panel.textContent ?? '');
const contactOf = (invoice: Invoice) => `${invoice.contact.firstName} ${invoice.contact.lastName}`;
const rowOf = (grid: HTMLElement, invoice: Invoice) => within(grid).getByText(invoice.number).closest<HTMLElement>('[role="row"]')!;

export const DetailOnRowClick: Story = {
  render: () => <RowClickDetails />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: 'Invoices, click a row for details' });
    const [invoice] = createInvoices(1, 23);
    // The toggle column's header has a name for screen readers.
    await expect(within(grid).getByRole('columnheader', { name: 'Invoice details' })).toBeInTheDocument();
    await within(grid).findByText(invoice!.number);
    const client = within(rowOf(grid, invoice!)).getByText(invoice!.client, { selector: '[data-field="client"]' });
    await userEvent.click(client);
    await waitFor(() => expect(openPanels(grid)).toHaveLength(1));
    await expect(openPanels(grid)[0]).toContain(contactOf(invoice!));
    await expect(openPanels(grid)[0]).toContain(formatDollars(invoice!.hours * invoice!.rate));
    await expect(within(rowOf(grid, invoice!)).getByRole('button', { name: 'Collapse' })).toHaveAttribute('aria-expanded', 'true');
    // A second click on the row closes the panel again.
    await userEvent.click(client);
    await waitFor(() => expect(openPanels(grid)).toHaveLength(0));
    // The arrow still works on its own (its click is not counted twice).
    await userEvent.click(within(rowOf(grid, invoice!)).getByRole('button', { name: 'Expand' }));
    await waitFor(() => expect(openPanels(grid)).toHaveLength(1));
    await expect(openPanels(grid)[0]).toContain(contactOf(invoice!));
  },
};

export const OneAtATime: Story = {
  render: () => <OnePanelAtATime />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: 'Invoices, one open at a time' });
    const [first, second] = createInvoices(2, 31);
    await within(grid).findByText(first!.number);
    await userEvent.click(within(rowOf(grid, first!)).getByRole('button', { name: 'Expand' }));
    await waitFor(() => expect(openPanels(grid)).toEqual([expect.stringContaining(contactOf(first!))]));
    // Opening the second invoice closes the first: still one panel, now the second's.
    await userEvent.click(within(rowOf(grid, second!)).getByRole('button', { name: 'Expand' }));
    await waitFor(() => expect(openPanels(grid)).toEqual([expect.stringContaining(formatDollars(second!.hours * second!.rate))]));
    await expect(openPanels(grid)[0]).toContain(contactOf(second!));
    await expect(within(rowOf(grid, first!)).getByRole('button', { name: 'Expand' })).toHaveAttribute('aria-expanded', 'false');
    // Closing the open one leaves none open.
    await userEvent.click(within(rowOf(grid, second!)).getByRole('button', { name: 'Collapse' }));
    await waitFor(() => expect(openPanels(grid)).toHaveLength(0));
  },
};

export const Striped: Story = {
  render: () => <StripedRows />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: 'Striped team list' });
    await expect(await canvas.findByText('1–10 of 40')).toBeVisible();
    const background = (rowIndex: number) =>
      getComputedStyle(grid.querySelector<HTMLElement>(`[role="row"][aria-rowindex="${rowIndex}"]`)!).backgroundColor;
    const stripesAlternate = () => {
      expect(background(2)).not.toBe(background(3));
      expect(background(2)).toBe(background(4));
      expect(background(3)).toBe(background(5));
    };
    await waitFor(stripesAlternate);
    // Sorted, the rows move but the stripes stay in place.
    await userEvent.click(within(grid).getByRole('columnheader', { name: 'Name' }));
    await waitFor(() => expect(within(grid).getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending'));
    await waitFor(stripesAlternate);
  },
};
