import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

export default function ContainerBasic() {
  return (
    <Container
      maxWidth="sm"
      sx={{ py: 2, border: 1, borderStyle: 'dashed', borderColor: 'divider' }}
    >
      <Typography variant="h6" component="h3" gutterBottom>
        Release notes, version 4.2
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Invoices can now be exported as CSV as well as PDF. Open an invoice, choose
        Export and pick the format you need.
      </Typography>
      <Typography variant="body2">
        We also fixed a bug that showed the wrong currency symbol on invoices in
        Swiss francs.
      </Typography>
    </Container>
  );
}
