import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const orders = [
  { id: 'SO-1042', customer: 'Harbour Coffee Co.', placed: 'Mar 3, 2025', items: 4, total: 212.4 },
  { id: 'SO-1043', customer: 'Northwind Bakery', placed: 'Mar 3, 2025', items: 12, total: 1048.0 },
  { id: 'SO-1044', customer: 'Lumen Studio', placed: 'Mar 4, 2025', items: 1, total: 89.99 },
  { id: 'SO-1045', customer: 'Green Fork Catering', placed: 'Mar 5, 2025', items: 7, total: 436.15 },
  { id: 'SO-1046', customer: 'Pine & Oak Hostel', placed: 'Mar 6, 2025', items: 3, total: 157.5 },
];

export default function TableBasic() {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table sx={{ minWidth: 560 }}>
        <caption>Orders placed in the first week of March</caption>
        <TableHead>
          <TableRow>
            <TableCell>Order</TableCell>
            <TableCell>Customer</TableCell>
            <TableCell>Placed</TableCell>
            <TableCell align="right">Items</TableCell>
            <TableCell align="right">Total</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {orders.map((order) => (
            <TableRow key={order.id} sx={{ '&:last-child td, &:last-child th': { border: 0 } }}>
              <TableCell component="th" scope="row">
                {order.id}
              </TableCell>
              <TableCell>{order.customer}</TableCell>
              <TableCell>{order.placed}</TableCell>
              <TableCell align="right">{order.items}</TableCell>
              <TableCell align="right">{currency.format(order.total)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
