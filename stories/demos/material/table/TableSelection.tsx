import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import SendIcon from '@mui/icons-material/Send';

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const overdue = [
  { number: 'INV-2025-004', client: 'Green Fork Catering', daysLate: 12, amount: 415.75 },
  { number: 'INV-2025-006', client: 'Atlas Bike Repair', daysLate: 9, amount: 275.2 },
  { number: 'INV-2025-007', client: 'Juniper Dental', daysLate: 5, amount: 1780 },
  { number: 'INV-2025-009', client: 'Copperleaf Florist', daysLate: 3, amount: 342.9 },
  { number: 'INV-2025-010', client: 'Riverside Yoga', daysLate: 1, amount: 620 },
];

export default function TableSelection() {
  const titleId = useId();
  const [selected, setSelected] = useState<string[]>([]);
  const [message, setMessage] = useState('');

  const allSelected = selected.length === overdue.length;
  const someSelected = selected.length > 0 && !allSelected;

  const toggleAll = () => {
    setMessage('');
    setSelected(allSelected ? [] : overdue.map((invoice) => invoice.number));
  };

  const sendReminders = () => {
    const count = selected.length;
    setMessage(`Reminder sent for ${count} ${count === 1 ? 'invoice' : 'invoices'}`);
    setSelected([]);
  };

  const toggle = (number: string) => {
    setMessage('');
    setSelected((current) =>
      current.includes(number)
        ? current.filter((item) => item !== number)
        : [...current, number],
    );
  };

  return (
    <Paper variant="outlined">
      <Toolbar
        sx={[
          { gap: 2, flexWrap: 'wrap' },
          selected.length > 0 && { bgcolor: 'action.selected' },
        ]}
      >
        <Typography id={titleId} variant="h6" component="div" sx={{ flexGrow: 1 }}>
          Overdue invoices
        </Typography>
        <Typography role="status" variant="body2">
          {selected.length > 0 ? `${selected.length} selected` : message}
        </Typography>
        <Button
          variant="contained"
          size="small"
          startIcon={<SendIcon />}
          disabled={selected.length === 0}
          onClick={sendReminders}
        >
          Send reminders
        </Button>
      </Toolbar>
      <TableContainer>
        <Table sx={{ minWidth: 520 }} aria-labelledby={titleId}>
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox">
                <Checkbox
                  checked={allSelected}
                  indeterminate={someSelected}
                  onChange={toggleAll}
                  slotProps={{ input: { 'aria-label': 'Select all overdue invoices' } }}
                />
              </TableCell>
              <TableCell>Invoice</TableCell>
              <TableCell>Client</TableCell>
              <TableCell align="right">Days late</TableCell>
              <TableCell align="right">Amount</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {overdue.map((invoice) => {
              const isSelected = selected.includes(invoice.number);
              return (
                <TableRow key={invoice.number} hover selected={isSelected}>
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={isSelected}
                      onChange={() => toggle(invoice.number)}
                      slotProps={{ input: { 'aria-label': `Select ${invoice.number}` } }}
                    />
                  </TableCell>
                  <TableCell component="th" scope="row">
                    {invoice.number}
                  </TableCell>
                  <TableCell>{invoice.client}</TableCell>
                  <TableCell align="right">{invoice.daysLate}</TableCell>
                  <TableCell align="right">{currency.format(invoice.amount)}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
