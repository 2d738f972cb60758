import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const products = [
  { name: 'Trail running shoes', rating: 4.5, reviews: 128 },
  { name: 'Waterproof hiking jacket', rating: 3.5, reviews: 42 },
  { name: 'Merino wool socks', rating: 5, reviews: 9 },
];

export default function RatingReadOnly() {
  return (
    <List sx={{ maxWidth: 420 }}>
      {products.map((product) => (
        <ListItem key={product.name} divider>
          <ListItemText
            primary={product.name}
            secondary={
              <Stack component="span" direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Rating value={product.rating} precision={0.5} size="small" readOnly />
                <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
                  {product.rating} ({product.reviews} reviews)
                </Typography>
              </Stack>
            }
          />
        </ListItem>
      ))}
    </List>
  );
}
