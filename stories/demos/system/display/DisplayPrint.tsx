import Box from '@mui/system/Box';
import Button from '@mui/material/Button';

export default function DisplayPrint() {
  return (
    <Box component="section" aria-label="Invoice INV-2031" sx={{ maxWidth: 420, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Box component="p" sx={{ m: 0, typography: 'subtitle1' }}>
        Invoice INV-2031 · Harbour Bakery
      </Box>
      <Box component="p" sx={{ mt: 0.5, typography: 'body2', color: 'text.secondary' }}>
        €412.00 due 14 March
      </Box>
      {/* On screen a flex row of actions; on paper nothing: displayPrint writes an @media print rule. */}
      <Box data-testid="screen-actions" sx={{ display: 'flex', gap: 1, displayPrint: 'none' }}>
        <Button variant="contained" size="small" onClick={() => window.print()}>
          Print invoice
        </Button>
      </Box>
      {/* The opposite: hidden on screen, a block on paper. */}
      <Box component="p" data-testid="print-footer" sx={{ display: 'none', displayPrint: 'block', typography: 'caption', mb: 0 }}>
        Pay by bank transfer to IBAN PT50 0002 0123 1234 5678 9015 4, reference INV-2031.
      </Box>
    </Box>
  );
}
