import Box from '@mui/system/Box';

const lines = [
  { item: 'Sourdough loaves × 40', amount: '€160.00' },
  { item: 'Croissants × 120', amount: '€228.00' },
  { item: 'Delivery, 3 drops', amount: '€24.00' },
];

export default function BordersSides() {
  return (
    <Box
      component="section"
      aria-label="Invoice lines"
      // border: 1 is "1px solid"; borderColor picks the line colour from the palette.
      sx={{ maxWidth: 420, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}
    >
      {lines.map((line) => (
        <Box
          key={line.item}
          sx={{ display: 'flex', justifyContent: 'space-between', px: 2, py: 1, borderBottom: 1, borderColor: 'divider', typography: 'body2' }}
        >
          <span>{line.item}</span>
          <span>{line.amount}</span>
        </Box>
      ))}
      <Box
        data-testid="invoice-total"
        // A thicker rule above the total: 2 is "2px solid", in the text colour unless a colour is set.
        sx={{ display: 'flex', justifyContent: 'space-between', px: 2, py: 1.5, borderTop: 2, fontWeight: 'fontWeightBold', typography: 'body1' }}
      >
        <span>Total due</span>
        <span>€412.00</span>
      </Box>
    </Box>
  );
}
