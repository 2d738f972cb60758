import { useState, type ChangeEvent } from 'react';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const invoices = [
  { number: 'INV-2025-001', client: 'Harbour Coffee Co.', due: 'Jan 15', amount: 1240 },
  { number: 'INV-2025-002', client: 'Northwind Bakery', due: 'Jan 22', amount: 860.5 },
  { number: 'INV-2025-003', client: 'Lumen Studio', due: 'Jan 31', amount: 3200 },
  { number: 'INV-2025-004', client: 'Green Fork Catering', due: 'Feb 5', amount: 415.75 },
  { number: 'INV-2025-005', client: 'Pine & Oak Hostel', due: 'Feb 12', amount: 990 },
  { number: 'INV-2025-006', client: 'Atlas Bike Repair', due: 'Feb 19', amount: 275.2 },
  { number: 'INV-2025-007', client: 'Juniper Dental', due: 'Feb 26', amount: 1780 },
  { number: 'INV-2025-008', client: 'Blue Door Books', due: 'Mar 5', amount: 560 },
  { number: 'INV-2025-009', client: 'Copperleaf Florist', due: 'Mar 12', amount: 342.9 },
  { number: 'INV-2025-010', client: 'Riverside Yoga', due: 'Mar 19', amount: 620 },
  { number: 'INV-2025-011', client: 'Harbour Coffee Co.', due: 'Mar 26', amount: 1310 },
  { number: 'INV-2025-012', client: 'Saltmarsh Brewery', due: 'Apr 2', amount: 2450 },
  { number: 'INV-2025-013', client: 'Lumen Studio', due: 'Apr 9', amount: 1875 },
];

export default function TableWithPagination() {
  const [page, setPage] = useState(0);
  const [rowsPerPage, setRowsPerPage] = useState(5);

  const visible = invoices.slice(page * rowsPerPage, page * rowsPerPage + rowsPerPage);
  // Keep the table the same height on the last, shorter page.
  const emptyRows = rowsPerPage - visible.length;

  const handleRowsPerPageChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    setRowsPerPage(Number(event.target.value));
    setPage(0);
  };

  return (
    <TableContainer component={Paper} variant="outlined">
      <Table sx={{ minWidth: 500 }} aria-label="Invoices">
        <TableHead>
          <TableRow>
            <TableCell>Invoice</TableCell>
            <TableCell>Client</TableCell>
            <TableCell>Due</TableCell>
            <TableCell align="right">Amount</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {visible.map((invoice) => (
            <TableRow key={invoice.number}>
              <TableCell component="th" scope="row">
                {invoice.number}
              </TableCell>
              <TableCell>{invoice.client}</TableCell>
              <TableCell>{invoice.due}</TableCell>
              <TableCell align="right">{currency.format(invoice.amount)}</TableCell>
            </TableRow>
          ))}
          {emptyRows > 0 && (
            <TableRow aria-hidden sx={{ height: 53 * emptyRows }}>
              <TableCell colSpan={4} />
            </TableRow>
          )}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TablePagination
              count={invoices.length}
              page={page}
              rowsPerPage={rowsPerPage}
              rowsPerPageOptions={[5, 10, 25]}
              onPageChange={(_event, newPage) => setPage(newPage)}
              onRowsPerPageChange={handleRowsPerPageChange}
              showFirstButton
              showLastButton
            />
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}
