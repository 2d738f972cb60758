import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const TAX_RATE = 0.08;

const lines = [
  { description: 'Website redesign, discovery workshop', hours: 6, rate: 120 },
  { description: 'Wireframes for 8 pages', hours: 14, rate: 95 },
  { description: 'Visual design and style guide', hours: 22, rate: 95 },
  { description: 'Front-end build', hours: 30, rate: 110 },
];

const subtotal = lines.reduce((sum, line) => sum + line.hours * line.rate, 0);
const tax = subtotal * TAX_RATE;

export default function TableSpanning() {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table sx={{ minWidth: 560 }} aria-label="Invoice INV-2025-014">
        <TableHead>
          <TableRow>
            <TableCell>Description</TableCell>
            <TableCell align="right">Hours</TableCell>
            <TableCell align="right">Rate</TableCell>
            <TableCell align="right">Amount</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line) => (
            <TableRow key={line.description}>
              <TableCell>{line.description}</TableCell>
              <TableCell align="right">{line.hours}</TableCell>
              <TableCell align="right">{currency.format(line.rate)}</TableCell>
              <TableCell align="right">{currency.format(line.hours * line.rate)}</TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell rowSpan={3} />
            <TableCell colSpan={2}>Subtotal</TableCell>
            <TableCell align="right">{currency.format(subtotal)}</TableCell>
          </TableRow>
          <TableRow>
            <TableCell>Sales tax</TableCell>
            <TableCell align="right">{`${TAX_RATE * 100}%`}</TableCell>
            <TableCell align="right">{currency.format(tax)}</TableCell>
          </TableRow>
          <TableRow>
            <TableCell colSpan={2} sx={{ fontWeight: 'fontWeightBold' }}>
              Total due
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 'fontWeightBold' }}>
              {currency.format(subtotal + tax)}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </TableContainer>
  );
}
