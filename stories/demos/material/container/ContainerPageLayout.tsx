import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

export default function ContainerPageLayout() {
  return (
    <Box
      component="section"
      aria-label="Bakery home page preview"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}
    >
      <Box component="header" sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', py: 1.5 }}>
        <Container maxWidth="sm">
          <Typography variant="h6" component="p">
            Northside Bakery
          </Typography>
        </Container>
      </Box>
      {/* In an app, render this Container with component="main". */}
      <Container maxWidth="sm" sx={{ py: 3 }}>
        <Typography variant="h5" component="h3" gutterBottom>
          Sourdough, baked before sunrise
        </Typography>
        <Typography variant="body2">
          Order by 8 pm and pick up your loaf from 7 am the next morning. Our rye and
          spelt breads are back on the menu every Friday.
        </Typography>
      </Container>
      <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', py: 1.5 }}>
        <Container maxWidth="sm">
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            14 Harbour Street · Open Tuesday to Sunday, 7:00–15:00
          </Typography>
        </Container>
      </Box>
    </Box>
  );
}
