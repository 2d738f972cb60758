import Box from '@mui/system/Box';

/** One invoice card, styled twice: once through `sx`, once through the deprecated system props. */
function InvoiceLines() {
  return (
    <>
      <Box component="h3" sx={{ typography: 'subtitle1', fontWeight: 'fontWeightBold', m: 0 }}>
        Invoice INV-2031
      </Box>
      <Box component="p" sx={{ typography: 'body2', color: 'text.secondary', mt: 0.5, mb: 0 }}>
        Harbour Bakery · due 14 March
      </Box>
      <Box component="p" sx={{ typography: 'h6', mt: 1, mb: 0 }}>
        €1,240.00
      </Box>
    </>
  );
}

export default function PropertiesSxAndSystemProps() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      {/* Preferred: every style in one sx object. */}
      <Box
        component="section"
        aria-label="Styled with sx"
        sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper', minWidth: 220 }}
      >
        <InvoiceLines />
      </Box>
      {/* Deprecated since v6, still working in 7.2.0: the same keys as props. */}
      <Box
        component="section"
        aria-label="Styled with system props"
        p={2}
        border={1}
        borderColor="divider"
        borderRadius={1}
        bgcolor="background.paper"
        minWidth={220}
      >
        <InvoiceLines />
      </Box>
    </Box>
  );
}
