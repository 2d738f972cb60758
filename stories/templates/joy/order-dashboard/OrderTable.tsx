import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import Checkbox from '@mui/joy/Checkbox';
import Chip from '@mui/joy/Chip';
import Sheet from '@mui/joy/Sheet';
import Table from '@mui/joy/Table';
import Typography from '@mui/joy/Typography';
import type { ColorPaletteProp } from '@mui/joy/styles';
import { initialsOf } from '../shared/initials';
import { formatDate, formatTotal, type Order, type OrderStatus } from './orders';

const STATUS_COLOR: Record<OrderStatus, ColorPaletteProp> = { Paid: 'success', Refunded: 'neutral', Cancelled: 'danger' };

interface OrderTableProps {
  orders: readonly Order[];
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onToggleAll: () => void;
}

/** The orders as a table with a selection column; it scrolls sideways inside its frame on a narrow screen. */
export default function OrderTable({ orders, selected, onToggle, onToggleAll }: OrderTableProps) {
  const all = orders.length > 0 && orders.every((order) => selected.has(order.id));
  const some = orders.some((order) => selected.has(order.id));
  return (
    <Sheet variant="outlined" sx={{ borderRadius: 'sm', overflow: 'auto' }} tabIndex={0} role="region" aria-label="Orders table, scrolls sideways">
      <Table stickyHeader hoverRow aria-label="Orders" sx={{ minWidth: 640, '--TableCell-headBackground': 'var(--joy-palette-background-level1)' }}>
        <thead>
          <tr>
            <th style={{ width: 48, textAlign: 'center' }}>
              <Checkbox size="sm" checked={all} indeterminate={some && !all} onChange={onToggleAll} slotProps={{ input: { 'aria-label': 'Select every order shown' } }} />
            </th>
            <th style={{ width: 110 }}>Order</th>
            <th style={{ width: 130 }}>Date</th>
            <th style={{ width: 120 }}>Status</th>
            <th>Customer</th>
            <th style={{ width: 110, textAlign: 'right' }}>Total</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.id}>
              <td style={{ textAlign: 'center' }}>
                <Checkbox size="sm" checked={selected.has(order.id)} onChange={() => onToggle(order.id)} slotProps={{ input: { 'aria-label': `Select order ${order.id}` } }} />
              </td>
              <td>
                <Typography level="body-sm" fontWeight="md">
                  {order.id}
                </Typography>
              </td>
              <td>{formatDate(order.date)}</td>
              <td>
                <Chip size="sm" variant="soft" color={STATUS_COLOR[order.status]}>
                  {order.status}
                </Chip>
              </td>
              <td>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                  <Avatar size="sm" variant="soft" aria-hidden>
                    {initialsOf(order.customer)}
                  </Avatar>
                  <div>
                    <Typography level="body-sm" textColor="text.primary">
                      {order.customer}
                    </Typography>
                    <Typography level="body-xs">{order.email}</Typography>
                  </div>
                </Box>
              </td>
              <td style={{ textAlign: 'right' }}>{formatTotal(order.total)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      {orders.length === 0 && (
        <Typography level="body-md" role="status" sx={{ p: 3, textAlign: 'center' }}>
          No order matches this search and status.
        </Typography>
      )}
    </Sheet>
  );
}
