import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { INVOICES, usd, type InvoiceStatus } from './data';

const STATUS_COLOR: Record<InvoiceStatus, 'success' | 'primary' | 'error' | 'default'> = { Paid: 'success', Sent: 'primary', Overdue: 'error', Draft: 'default' };

/** The latest invoices; the table scrolls sideways on a phone rather than squeezing its columns. */
export default function InvoiceTable({ filter }: { filter: InvoiceStatus | 'All' }) {
  const rows = INVOICES.filter((i) => filter === 'All' || i.status === filter);
  return (
    <TableContainer>
      <Table size="small" aria-label="Recent invoices" sx={{ minWidth: 520 }}>
        <TableHead>
          <TableRow>
            <TableCell>Invoice</TableCell>
            <TableCell>Client</TableCell>
            <TableCell>Issued</TableCell>
            <TableCell align="right">Amount</TableCell>
            <TableCell>Status</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((invoice) => (
            <TableRow key={invoice.number}>
              <TableCell>{invoice.number}</TableCell>
              <TableCell>{invoice.client}</TableCell>
              <TableCell>{invoice.issued}</TableCell>
              <TableCell align="right">{usd(invoice.amount)}</TableCell>
              <TableCell>
                <Chip size="small" variant="outlined" color={STATUS_COLOR[invoice.status]} label={invoice.status} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
