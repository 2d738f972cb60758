import Box from '@mui/material/Box';

const invoiceLines = [
  { description: 'Website redesign, 24 h', amount: '€2,160.00' },
  { description: 'Hosting, March', amount: '€49.00' },
  { description: 'Stock photography licence', amount: '€120.00' },
  { description: 'Total', amount: '€2,329.00' },
];

export default function BoxNestedSelectors() {
  return (
    <Box
      component="ul"
      aria-label="Invoice 2024-031"
      sx={{
        maxWidth: 420,
        m: 0,
        p: 0,
        listStyle: 'none',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        overflow: 'hidden',
        typography: 'body2',
        '& > li': {
          display: 'flex',
          justifyContent: 'space-between',
          gap: 2,
          px: 2,
          py: 1.5,
        },
        '& > li + li': { borderTop: 1, borderColor: 'divider' },
        '& > li:last-of-type': { fontWeight: 'fontWeightMedium', bgcolor: 'action.hover' },
        '& .amount': { fontVariantNumeric: 'tabular-nums', textAlign: 'end' },
      }}
    >
      {invoiceLines.map((line) => (
        <li key={line.description}>
          <span>{line.description}</span>
          <span className="amount">{line.amount}</span>
        </li>
      ))}
    </Box>
  );
}
