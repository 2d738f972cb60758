import { Box } from '@mui/system';

const lines = [
  { item: 'Logo design', amount: '€1,200.00' },
  { item: 'Business cards (500)', amount: '€180.00' },
  { item: 'Letterhead template', amount: '€240.00' },
];

/** An invoice summary spaced with shorthands: `p: 2` is 2 × 8px, `py: 1` is top and bottom, `pt: 1.5` is 12px. */
export default function SpacingShorthands() {
  return (
    <Box component="section" aria-label="Invoice 2024-017" sx={{ maxWidth: 360, p: 2, border: 1, borderColor: 'divider', borderRadius: 2 }}>
      <Box component="p" sx={{ mt: 0, mb: 1, fontWeight: 'bold' }}>
        Invoice 2024-017
      </Box>
      {lines.map(({ item, amount }) => (
        <Box key={item} sx={{ display: 'flex', justifyContent: 'space-between', py: 1, borderBottom: 1, borderColor: 'divider' }}>
          <span>{item}</span>
          <span>{amount}</span>
        </Box>
      ))}
      <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 2, pt: 1.5, fontWeight: 'bold' }}>
        <span>Total due</span>
        <span>€1,620.00</span>
      </Box>
    </Box>
  );
}
