import Box from '@mui/system/Box';

const invoices = [
  { id: 'INV-2038', client: 'Harbour Bakery', amount: '€1,240.00', status: 'Paid', tone: 'success.main' },
  { id: 'INV-2039', client: 'Northwind Travel', amount: '€860.00', status: 'Due in 5 days', tone: 'primary.main' },
  { id: 'INV-2040', client: 'Olive & Thyme', amount: '€2,015.50', status: 'Overdue', tone: 'error.main' },
];

export default function PaletteTextColors() {
  return (
    <Box component="ul" aria-label="Recent invoices" sx={{ m: 0, p: 0, listStyle: 'none', maxWidth: 480 }}>
      {invoices.map(({ id, client, amount, status, tone }) => (
        <Box
          component="li"
          key={id}
          sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}
        >
          <Box sx={{ flex: '1 1 200px' }}>
            {/* A palette path as the value: text.primary and text.secondary follow the colour scheme. */}
            <Box component="p" sx={{ m: 0, typography: 'subtitle1', color: 'text.primary' }}>
              {client}
            </Box>
            <Box component="p" sx={{ m: 0, typography: 'body2', color: 'text.secondary' }}>
              {id} · {amount}
            </Box>
          </Box>
          <Box component="p" data-tone={tone} sx={{ m: 0, alignSelf: 'center', typography: 'subtitle2', color: tone }}>
            {status}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
