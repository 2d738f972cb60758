import { useState, type ChangeEvent } from 'react';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const customers = [
  'Amara Okafor',
  'Jonas Berg',
  'Lucía Fernández',
  'Mei Tanaka',
  'Omar Haddad',
];

// 23 orders with fixed, made-up data.
const orders = Array.from({ length: 23 }, (_, index) => ({
  id: `#${10480 + index}`,
  customer: customers[index % customers.length],
  total: `€${(19 + ((index * 37) % 180)).toFixed(2)}`,
}));

const perPage = 5;

export default function PaginationControlled() {
  const [page, setPage] = useState(1);
  const pageCount = Math.ceil(orders.length / perPage);
  const first = (page - 1) * perPage;
  const visible = orders.slice(first, first + perPage);

  const handleChange = (_event: ChangeEvent<unknown>, value: number) => {
    setPage(value);
  };

  return (
    <Stack spacing={1} sx={{ maxWidth: 420 }}>
      <Typography
        role="status"
        variant="body2"
        sx={{ color: 'text.secondary' }}
      >
        Orders {first + 1}–{first + visible.length} of {orders.length}
      </Typography>
      <List dense aria-label="Orders">
        {visible.map((order) => (
          <ListItem key={order.id} divider>
            <ListItemText primary={`${order.id} · ${order.customer}`} />
            <Typography variant="body2">{order.total}</Typography>
          </ListItem>
        ))}
      </List>
      <Pagination
        count={pageCount}
        page={page}
        onChange={handleChange}
        color="primary"
        aria-label="Order pages"
      />
    </Stack>
  );
}
