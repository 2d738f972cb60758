import Box from '@mui/material/Box';
import { formatDay, formatDollars } from './format';
import type { Invoice } from './invoices';

/**
 * What a detail panel under an invoice's row shows: its contact, hours, rate and amount. Plain text in
 * generic elements only: the grid renders its panels inside the rows' `rowgroup`, where elements with a
 * role of their own (tables, lists, buttons) are not allowed (axe: aria-required-children).
 */
export function InvoiceSummary({ invoice }: { invoice: Invoice }) {
  const facts: [string, string][] = [
    ['Contact', `${invoice.contact.firstName} ${invoice.contact.lastName}`],
    ['Issued', formatDay(invoice.issued)],
    ['Work', `${invoice.hours} h at ${formatDollars(invoice.rate)} an hour`],
    ['Amount due', formatDollars(invoice.hours * invoice.rate)],
  ];
  return (
    <Box sx={{ py: 1.5, px: 2, display: 'flex', flexWrap: 'wrap', gap: 3, bgcolor: 'action.hover', height: '100%', boxSizing: 'border-box' }}>
      {facts.map(([label, value]) => (
        <div key={label}>
          <Box component="span" sx={{ display: 'block', typography: 'caption', color: 'text.secondary' }}>
            {label}
          </Box>
          <Box component="span" sx={{ typography: 'body2' }}>{value}</Box>
        </div>
      ))}
    </Box>
  );
}
