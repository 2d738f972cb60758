import { Box } from '@mui/system';
import { visuallyHidden } from '@mui/utils';

const invoices = [
  { number: '2024-017', client: 'Harbour Bakery', total: '€1,620.00' },
  { number: '2024-018', client: 'Okafor Studio', total: '€940.00' },
];

const cell = { px: 1.5, py: 1, borderBottom: 1, borderColor: 'divider', textAlign: 'start' } as const;

/** The actions column needs no visible heading, but its cells still need one for screen readers. */
export default function VisuallyHiddenColumnHeader() {
  return (
    <Box component="table" sx={{ borderCollapse: 'collapse', width: 1, maxWidth: 560 }}>
      <Box component="caption" sx={{ textAlign: 'start', fontWeight: 'bold', pb: 1 }}>
        Unpaid invoices
      </Box>
      <thead>
        <tr>
          <Box component="th" scope="col" sx={cell}>Invoice</Box>
          <Box component="th" scope="col" sx={cell}>Client</Box>
          <Box component="th" scope="col" sx={cell}>Total</Box>
          <Box component="th" scope="col" sx={cell}>
            <Box component="span" sx={visuallyHidden}>Actions</Box>
          </Box>
        </tr>
      </thead>
      <tbody>
        {invoices.map(({ number, client, total }) => (
          <tr key={number}>
            <Box component="td" sx={cell}>{number}</Box>
            <Box component="td" sx={cell}>{client}</Box>
            <Box component="td" sx={cell}>{total}</Box>
            <Box component="td" sx={cell}>
              <Box component="a" href={`#invoice-${number}`} sx={{ color: 'primary.main' }}>
                Send reminder<Box component="span" sx={visuallyHidden}>{` for invoice ${number}`}</Box>
              </Box>
            </Box>
          </tr>
        ))}
      </tbody>
    </Box>
  );
}
