import { Fragment, useId, useState } from 'react';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

interface Order {
  id: string;
  customer: string;
  status: string;
  lines: { product: string; quantity: number; price: number }[];
}

const orders: Order[] = [
  {
    id: 'SO-2201',
    customer: 'Ana Souza',
    status: 'Shipped',
    lines: [
      { product: 'Linen tote bag', quantity: 2, price: 24 },
      { product: 'Enamel mug, blue', quantity: 1, price: 16.5 },
    ],
  },
  {
    id: 'SO-2202',
    customer: 'Kenji Watanabe',
    status: 'Packing',
    lines: [
      { product: 'A5 notebook, dotted', quantity: 3, price: 12 },
      { product: 'Brass pen', quantity: 1, price: 38 },
      { product: 'Soy candle, cedar', quantity: 2, price: 19 },
    ],
  },
  {
    id: 'SO-2203',
    customer: 'Fatima Haddad',
    status: 'Awaiting payment',
    lines: [{ product: 'Enamel mug, white', quantity: 4, price: 16.5 }],
  },
];

const orderTotal = (order: Order) =>
  order.lines.reduce((sum, line) => sum + line.quantity * line.price, 0);

function OrderRow({ order }: { order: Order }) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();

  return (
    <Fragment>
      <TableRow sx={{ '& > *': { borderBottom: 'unset' } }}>
        <TableCell padding="checkbox">
          <IconButton
            size="small"
            aria-label={`Items of order ${order.id}`}
            aria-expanded={open}
            aria-controls={detailsId}
            onClick={() => setOpen((value) => !value)}
          >
            {open ? <KeyboardArrowUpIcon /> : <KeyboardArrowDownIcon />}
          </IconButton>
        </TableCell>
        <TableCell component="th" scope="row">
          {order.id}
        </TableCell>
        <TableCell>{order.customer}</TableCell>
        <TableCell>{order.status}</TableCell>
        <TableCell align="right">{currency.format(orderTotal(order))}</TableCell>
      </TableRow>
      <TableRow>
        <TableCell colSpan={5} sx={{ py: 0 }}>
          <Collapse id={detailsId} in={open} timeout="auto" unmountOnExit>
            <Box sx={{ py: 1, paddingInlineStart: 6 }}>
              <Table size="small" aria-label={`Items of order ${order.id}`}>
                <TableHead>
                  <TableRow>
                    <TableCell>Product</TableCell>
                    <TableCell align="right">Quantity</TableCell>
                    <TableCell align="right">Price</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {order.lines.map((line) => (
                    <TableRow key={line.product}>
                      <TableCell>{line.product}</TableCell>
                      <TableCell align="right">{line.quantity}</TableCell>
                      <TableCell align="right">{currency.format(line.price)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          </Collapse>
        </TableCell>
      </TableRow>
    </Fragment>
  );
}

export default function TableCollapsibleRows() {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table sx={{ minWidth: 520 }} aria-label="Orders with their items">
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox" aria-label="Details" />
            <TableCell>Order</TableCell>
            <TableCell>Customer</TableCell>
            <TableCell>Status</TableCell>
            <TableCell align="right">Total</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {orders.map((order) => (
            <OrderRow key={order.id} order={order} />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
