import { Box } from '@mui/system';

/** A receipt: centred heading, numbers aligned to the end, an upper-case label with extra letter spacing. */
export default function TypographyAlignTransform() {
  return (
    <Box component="section" aria-label="Receipt" sx={{ maxWidth: 320, p: 2, border: 1, borderColor: 'divider', borderRadius: 2 }}>
      <Box component="p" sx={{ textAlign: 'center', textTransform: 'uppercase', letterSpacing: 2, fontWeight: 'bold', mt: 0 }}>
        Café Aurora
      </Box>
      <Box component="p" sx={{ textAlign: 'center', textTransform: 'capitalize', typography: 'body2' }}>
        rua das flores 12, porto
      </Box>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '1fr auto', rowGap: 0.5, m: 0, lineHeight: 1.8 }}>
        <dt>2 × pastel de nata</dt>
        <Box component="dd" sx={{ m: 0, textAlign: 'end' }}>€3.00</Box>
        <dt>1 × galão</dt>
        <Box component="dd" sx={{ m: 0, textAlign: 'end' }}>€1.80</Box>
        <Box component="dt" sx={{ fontWeight: 'bold' }}>Total</Box>
        <Box component="dd" sx={{ m: 0, textAlign: 'end', fontWeight: 'bold' }}>€4.80</Box>
      </Box>
    </Box>
  );
}
