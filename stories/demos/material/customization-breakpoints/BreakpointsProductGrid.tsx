import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';

const products = [
  { name: 'Linen shirt', price: '€59' },
  { name: 'Wool scarf', price: '€35' },
  { name: 'Canvas tote', price: '€24' },
  { name: 'Rain jacket', price: '€129' },
  { name: 'Knit beanie', price: '€19' },
  { name: 'Leather belt', price: '€45' },
];

export default function BreakpointsProductGrid() {
  const theme = useTheme();
  // JavaScript check for the same breakpoint: false on the server, then the real value after hydration.
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));

  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="subtitle1" component="p">
          New in autumn
        </Typography>
        <Button size="small" variant="outlined">
          {narrow ? 'Filter' : 'Filter by size and colour'}
        </Button>
      </Stack>
      <Box
        data-testid="grid"
        sx={{
          display: 'grid',
          gap: 2,
          // One column on phones, two from sm (600px), three from md (900px).
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
        }}
      >
        {products.map((product) => (
          <Card key={product.name} variant="outlined">
            <CardContent>
              <Typography variant="body1" component="p">
                {product.name}
              </Typography>
              <Typography variant="body2" component="p" sx={{ color: 'text.secondary' }}>
                {product.price}
              </Typography>
            </CardContent>
          </Card>
        ))}
      </Box>
    </Stack>
  );
}
