import Grid from '@mui/material/Grid';
import GridLegacy from '@mui/material/GridLegacy';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

function Cell({ children }: { children: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 1.5, typography: 'body2' }}>
      {children}
    </Paper>
  );
}

export default function GridLegacyMigration() {
  return (
    <Stack spacing={3}>
      <section aria-label="Before: GridLegacy">
        <Typography variant="overline" component="p">
          Before: GridLegacy
        </Typography>
        <GridLegacy container spacing={2}>
          <GridLegacy item xs={12} sm={6}>
            <Cell>Billing address</Cell>
          </GridLegacy>
          <GridLegacy item xs={12} sm={6}>
            <Cell>Shipping address</Cell>
          </GridLegacy>
          <GridLegacy item xs>
            <Cell>Delivery notes</Cell>
          </GridLegacy>
        </GridLegacy>
      </section>
      <section aria-label="After: Grid">
        <Typography variant="overline" component="p">
          After: Grid
        </Typography>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <Cell>Billing address</Cell>
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <Cell>Shipping address</Cell>
          </Grid>
          <Grid size="grow">
            <Cell>Delivery notes</Cell>
          </Grid>
        </Grid>
      </section>
    </Stack>
  );
}
