import Grid from '@mui/joy/Grid';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

const lines = [
  { label: 'Subtotal', value: '€1,250.00' },
  { label: 'VAT 20 %', value: '€250.00' },
  { label: 'Total due', value: '€1,500.00' },
];

export default function GridOffset() {
  return (
    <Grid container columnSpacing={3} rowSpacing={1.5}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <Typography level="title-sm" component="h3">Billed to</Typography>
        <Typography level="body-sm">Harbour Bakery, 12 Quay Street, Galway</Typography>
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <Typography level="title-sm" component="h3">Invoice</Typography>
        <Typography level="body-sm">INV-0042, issued 1 June, due 30 June</Typography>
      </Grid>
      {/* The totals skip the first half of the row from 600 px up, so they line up under the invoice details. */}
      <Grid size={{ xs: 12, sm: 6 }} offset={{ xs: 0, sm: 6 }}>
        <Sheet variant="soft" data-testid="totals" sx={{ p: 2, borderRadius: 'sm' }}>
          {lines.map((line) => (
            <Grid container key={line.label} sx={{ py: 0.25 }}>
              <Grid size="grow">
                <Typography level={line.label === 'Total due' ? 'title-md' : 'body-sm'}>{line.label}</Typography>
              </Grid>
              <Grid size="auto">
                <Typography level={line.label === 'Total due' ? 'title-md' : 'body-sm'}>{line.value}</Typography>
              </Grid>
            </Grid>
          ))}
        </Sheet>
      </Grid>
    </Grid>
  );
}
