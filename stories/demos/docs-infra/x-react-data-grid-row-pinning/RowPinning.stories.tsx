import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createOrders, formatDollars } from '../../../gridData/orders';
import { createTickets } from '../../../gridData/tickets';
import OrderTotals from './OrderTotals';
import PinnedTickets from './PinnedTickets';

const meta = {
  title: 'Docs-infra/Rows/Row Pinning',
  parameters: { layout: 'padded' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const lines = createOrders(40);
const grandTotal = formatDollars(lines.reduce((sum, line) => sum + line.total, 0));

export const Totals: Story = {
  render: () => <OrderTotals />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: 'Invoice lines with totals' });
    await expect(await within(grid).findByText('40 lines')).toBeVisible();
    await expect(within(grid).getByText(grandTotal)).toBeVisible();
    // Scrolled to the end, the last line comes into view and the totals row is still there, below it.
    const scroller = grid.querySelector<HTMLElement>('.MuiDataGrid-virtualScroller')!;
    scroller.scrollTop = scroller.scrollHeight;
    const last = await within(grid).findByText(lines[39]!.invoice);
    await waitFor(() => expect(within(grid).queryByText(lines[0]!.invoice)).toBeNull());
    const totals = within(grid).getByText('40 lines');
    await expect(totals).toBeVisible();
    await expect(totals.getBoundingClientRect().top).toBeGreaterThanOrEqual(last.getBoundingClientRect().bottom);
    // Sorting moves the lines, never the pinned row.
    scroller.scrollTop = 0;
    const header = within(grid).getByRole('columnheader', { name: 'Total' });
    await userEvent.click(header);
    await waitFor(() => expect(header).toHaveAttribute('aria-sort', 'ascending'));
    await expect(within(grid).getByText('40 lines')).toBeVisible();
  },
};

export const PinFromRow: Story = {
  render: () => <PinnedTickets />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: 'Support tickets' });
    const tickets = createTickets(30, 17);
    const target = tickets[5]!;
    await userEvent.click(await within(grid).findByRole('menuitem', { name: `Pin ticket ${target.id}` }));
    // The ticket is now in the top pinned area, above the first unpinned ticket, with an unpin button.
    const unpin = await within(grid).findByRole('menuitem', { name: `Unpin ticket ${target.id}` });
    const pinnedArea = grid.querySelector<HTMLElement>('.MuiDataGrid-pinnedRows--top')!;
    await expect(pinnedArea).toContainElement(unpin);
    const firstUnpinned = within(grid).getByRole('menuitem', { name: `Pin ticket ${tickets[0]!.id}` });
    await expect(unpin.getBoundingClientRect().bottom).toBeLessThanOrEqual(firstUnpinned.getBoundingClientRect().top);
    // It stays in view when the other tickets scroll.
    const scroller = grid.querySelector<HTMLElement>('.MuiDataGrid-virtualScroller')!;
    scroller.scrollTop = scroller.scrollHeight;
    await waitFor(() => expect(within(grid).queryByRole('menuitem', { name: `Pin ticket ${tickets[0]!.id}` })).toBeNull());
    await expect(unpin).toBeVisible();
    // Unpinned, it goes back among the others and the pinned area is empty again.
    await userEvent.click(unpin);
    await waitFor(() => expect(within(grid).queryByRole('menuitem', { name: `Unpin ticket ${target.id}` })).toBeNull());
    await expect(grid.querySelector('.MuiDataGrid-pinnedRows--top [role="row"]')).toBeNull();
    // Two tickets pinned, back at the top of the list: both stay above the others, in the order they were pinned.
    const second = tickets[2]!;
    for (const ticket of [second, target]) {
      // Back to the top, asked again until the ticket's row is there: the grid renders the rows of a new
      // scroll position on a later frame, and reads the scroller found now (once, in a clean run, the row
      // never came back within 5 s after a single scroll of the scroller found before the unpinning).
      const pin = await waitFor(
        () => {
          grid.querySelector<HTMLElement>('.MuiDataGrid-virtualScroller')!.scrollTop = 0;
          return within(grid).getByRole('menuitem', { name: `Pin ticket ${ticket.id}` });
        },
        { timeout: 5000 },
      );
      await userEvent.click(pin);
      await within(grid).findByRole('menuitem', { name: `Unpin ticket ${ticket.id}` }, { timeout: 5000 });
    }
    await waitFor(() => {
      const pinned = [...grid.querySelectorAll('.MuiDataGrid-pinnedRows--top [role="row"] [data-field="id"]')].map((cell) => cell.textContent);
      expect(pinned).toEqual([String(second.id), String(target.id)]);
    });
  },
};
