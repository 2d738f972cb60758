import { useState } from 'react';
import Box from '@mui/system/Box';
import type { SystemStyleObject, Theme } from '@mui/system';

const invoices = [
  { id: 'INV-1042', client: 'Harbour Bakery', amount: '€1,250.00', overdue: true },
  { id: 'INV-1043', client: 'Atlas Travel', amount: '€860.00', overdue: false },
  { id: 'INV-1044', client: 'Green Leaf Studio', amount: '€2,140.00', overdue: true },
];

const row: SystemStyleObject<Theme> = { display: 'flex', justifyContent: 'space-between', gap: 2, px: 1.5, py: 1, borderBottom: 1, borderColor: 'divider' };
const overdueRow: SystemStyleObject<Theme> = { borderLeft: 4, borderLeftColor: 'error.main', fontWeight: 'fontWeightBold' };

/** An array sx: shared styles first, then styles that apply only when their condition holds (false is skipped). */
export default function ConditionalStyles() {
  const [highlight, setHighlight] = useState(false);
  return (
    <Box sx={{ maxWidth: 480 }}>
      <Box component="label" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, mb: 1, typography: 'body2' }}>
        <input type="checkbox" checked={highlight} onChange={(event) => setHighlight(event.target.checked)} />
        Highlight overdue invoices
      </Box>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, typography: 'body2' }}>
        {invoices.map((invoice) => (
          <Box component="li" key={invoice.id} data-testid={invoice.id} sx={[row, highlight && invoice.overdue && overdueRow]}>
            <span>
              {invoice.id} · {invoice.client}
              {highlight && invoice.overdue ? ' (overdue)' : ''}
            </span>
            <span>{invoice.amount}</span>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
