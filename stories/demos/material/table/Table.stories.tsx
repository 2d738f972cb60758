import type { Meta, StoryObj } from '@storybook/react-vite';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { capitalize } from '@mui/material/utils';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import TableBasic from './TableBasic';
import TableCollapsibleRows from './TableCollapsibleRows';
import TableDense from './TableDense';
import TableSelection from './TableSelection';
import TableSorting from './TableSorting';
import TableSpanning from './TableSpanning';
import TableStickyHeader from './TableStickyHeader';
import TableWithPagination from './TableWithPagination';

/**
 * A table shows records in rows and their attributes in columns, for data that people compare, sort or act
 * on: orders, invoices, team members. Right-align numbers, use the small size for long lists, and a sticky
 * header when the table scrolls inside its own box.
 */
const meta = {
  title: 'Material UI/Data display/Table',
  component: Table,
  parameters: { layout: 'padded', muiApi: 'Table' },
} satisfies Meta<typeof Table>;

export default meta;

type Story = StoryObj<typeof meta>;

/** The text of the row header (`<th scope="row">`) of every body row, in order. */
function rowHeaders(table: HTMLElement) {
  return within(table)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);
}

const recentOrders = [
  { id: 'A-1042', customer: 'Amara Okafor', total: '€46.50' },
  { id: 'A-1043', customer: 'Chen Wei', total: '€12.00' },
  { id: 'A-1044', customer: 'Lucía Fernández', total: '€89.90' },
  { id: 'A-1045', customer: 'Jonas Berg', total: '€23.40' },
];

/** Size, cell padding and the sticky header (the box scrolls at 220 px) are controls. */
export const Playground: Story = {
  args: { size: 'medium', padding: 'normal', stickyHeader: false },
  render: (args) => (
    // The box scrolls, so it takes keyboard focus and has a name.
    <TableContainer component={Paper} variant="outlined" tabIndex={0} role="region" aria-label="Recent orders" sx={{ maxWidth: 520, maxHeight: 220 }}>
      <Table {...args} aria-label="Recent orders">
        <TableHead>
          <TableRow>
            <TableCell>Order</TableCell>
            <TableCell>Customer</TableCell>
            <TableCell align="right">Total</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {recentOrders.map((order) => (
            <TableRow key={order.id}>
              <TableCell component="th" scope="row">
                {order.id}
              </TableCell>
              <TableCell>{order.customer}</TableCell>
              <TableCell align="right">{order.total}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  ),
  play: async ({ canvasElement, args }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Recent orders' });
    await expect(within(table).getAllByRole('row')).toHaveLength(recentOrders.length + 1);
    await expect(table.classList.contains('MuiTable-stickyHeader')).toBe(Boolean(args.stickyHeader));
    for (const cell of within(table).getAllByRole('columnheader')) {
      await expect(cell).toHaveClass(`MuiTableCell-size${capitalize(args.size ?? 'medium')}`);
    }
  },
};

export const Basic: Story = {
  render: () => <TableBasic />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', {
      name: 'Orders placed in the first week of March',
    });
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(5);
    await expect(rowHeaders(table)).toEqual([
      'SO-1042',
      'SO-1043',
      'SO-1044',
      'SO-1045',
      'SO-1046',
    ]);
    await expect(within(table).getByText('$1,048.00')).toBeVisible();
  },
};

export const Dense: Story = {
  render: () => <TableDense />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const firstCell = canvas.getByRole('rowheader', { name: 'MUG-WHT-12' });
    await expect(firstCell).toHaveClass('MuiTableCell-sizeSmall');
    const denseHeight = firstCell.getBoundingClientRect().height;

    await userEvent.click(canvas.getByRole('checkbox', { name: 'Dense rows' }));
    await expect(firstCell).toHaveClass('MuiTableCell-sizeMedium');
    await expect(firstCell.getBoundingClientRect().height).toBeGreaterThan(denseHeight);

    await userEvent.click(canvas.getByRole('checkbox', { name: 'Dense rows' }));
    await expect(firstCell).toHaveClass('MuiTableCell-sizeSmall');
  },
};

export const Sorting: Story = {
  render: () => <TableSorting />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Nutrition per serving' });
    const dishHeader = canvas.getByRole('columnheader', { name: 'Dish' });
    const caloriesHeader = canvas.getByRole('columnheader', { name: 'Calories' });
    await expect(dishHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(rowHeaders(table)[0]).toBe('Avocado toast');

    await userEvent.click(canvas.getByRole('button', { name: 'Calories' }));
    await expect(caloriesHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(dishHeader).not.toHaveAttribute('aria-sort');
    await expect(rowHeaders(table)[0]).toBe('Greek yogurt with honey');

    await userEvent.click(canvas.getByRole('button', { name: 'Calories' }));
    await expect(caloriesHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(rowHeaders(table)[0]).toBe('Salmon with rice');
    await expect(rowHeaders(table).at(-1)).toBe('Greek yogurt with honey');
  },
};

export const Pagination: Story = {
  render: () => <TableWithPagination />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const table = canvas.getByRole('table', { name: 'Invoices' });
    await expect(canvas.getByText('1–5 of 13')).toBeVisible();
    await expect(rowHeaders(table)).toHaveLength(5);
    await expect(canvas.getByRole('button', { name: 'Go to previous page' })).toBeDisabled();

    await userEvent.click(canvas.getByRole('button', { name: 'Go to next page' }));
    await expect(canvas.getByText('6–10 of 13')).toBeVisible();
    await expect(rowHeaders(table)).toEqual([
      'INV-2025-006',
      'INV-2025-007',
      'INV-2025-008',
      'INV-2025-009',
      'INV-2025-010',
    ]);

    await userEvent.click(canvas.getByRole('button', { name: 'Go to last page' }));
    await expect(canvas.getByText('11–13 of 13')).toBeVisible();
    await expect(rowHeaders(table)).toHaveLength(3);
    await expect(canvas.getByRole('button', { name: 'Go to next page' })).toBeDisabled();

    // Changing the page size goes back to the first page.
    await userEvent.click(canvas.getByRole('combobox', { name: /rows per page/i }));
    await userEvent.click(await body.findByRole('option', { name: '10' }));
    await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(canvas.getByText('1–10 of 13')).toBeVisible();
    await expect(rowHeaders(table)).toHaveLength(10);
  },
};

export const Selection: Story = {
  render: () => <TableSelection />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole('status');
    const send = canvas.getByRole('button', { name: 'Send reminders' });
    const selectAll = canvas.getByRole('checkbox', { name: 'Select all overdue invoices' });
    await expect(send).toBeDisabled();
    await expect(status).toHaveTextContent('');

    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select INV-2025-006' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select INV-2025-009' }));
    await expect(status).toHaveTextContent('2 selected');
    await expect(selectAll).toHaveAttribute('data-indeterminate', 'true');
    await expect(
      canvas.getByRole('rowheader', { name: 'INV-2025-006' }).closest('tr'),
    ).toHaveClass('Mui-selected');

    await userEvent.click(selectAll);
    await expect(status).toHaveTextContent('5 selected');
    await expect(selectAll).toBeChecked();
    await userEvent.click(selectAll);
    await expect(status).toHaveTextContent('');
    await expect(canvas.getByRole('checkbox', { name: 'Select INV-2025-006' })).not.toBeChecked();

    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select INV-2025-007' }));
    await userEvent.click(send);
    await expect(status).toHaveTextContent('Reminder sent for 1 invoice');
    await expect(canvas.getByRole('checkbox', { name: 'Select INV-2025-007' })).not.toBeChecked();
  },
};

export const StickyHeader: Story = {
  render: () => <TableStickyHeader />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Departures, Terminal 2' });
    const header = canvas.getByRole('columnheader', { name: 'Destination' });
    await expect(region.scrollHeight).toBeGreaterThan(region.clientHeight);

    region.scrollTop = 120;
    await waitFor(() => expect(region.scrollTop).toBe(120));
    // The header row stays pinned to the top edge of the scrolled region.
    await expect(
      Math.round(header.getBoundingClientRect().top - region.getBoundingClientRect().top),
    ).toBe(0);

    region.scrollTop = 0;
    await waitFor(() => expect(region.scrollTop).toBe(0));
  },
};

export const CollapsibleRows: Story = {
  render: () => <TableCollapsibleRows />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Items of order SO-2202' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByText('Brass pen')).not.toBeInTheDocument();

    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const items = await canvas.findByRole('table', { name: 'Items of order SO-2202' });
    await waitFor(() => expect(within(items).getByText('Brass pen')).toBeVisible());
    await expect(within(items).getAllByRole('row')).toHaveLength(4);

    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(canvas.queryByText('Brass pen')).not.toBeInTheDocument());
  },
};

export const Spanning: Story = {
  render: () => <TableSpanning />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const totalRow = canvas.getByText('Total due').closest('tr');
    if (!totalRow) {
      throw new Error('The total row is missing');
    }
    await expect(totalRow).toHaveTextContent('$8,035.20');
    await expect(canvas.getByText('Subtotal').closest('tr')).toHaveTextContent('$7,440.00');
    await expect(canvas.getByText('Subtotal')).toHaveAttribute('colspan', '2');
  },
};
