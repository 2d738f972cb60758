import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatDollars } from './format';
import type { SalesOrder } from './salesOrders';

/** The lines of one sales order as a small table: what a detail panel under the order's row shows. */
export function SalesOrderLines({ order }: { order: SalesOrder }) {
  return (
    <Table size="small" aria-label={`Items of order ${order.number}`} sx={{ maxWidth: 560 }}>
      <TableHead>
        <TableRow>
          <TableCell>Product</TableCell>
          <TableCell align="right">Qty</TableCell>
          <TableCell align="right">Unit price</TableCell>
          <TableCell align="right">Amount</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {order.lines.map((line) => (
          <TableRow key={line.id}>
            <TableCell>{line.product}</TableCell>
            <TableCell align="right">{line.quantity}</TableCell>
            <TableCell align="right">{formatDollars(line.unitPrice)}</TableCell>
            <TableCell align="right">{formatDollars(line.quantity * line.unitPrice)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
