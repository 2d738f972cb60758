import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';

const sortOrders = [
  { value: 'newest', label: 'Newest first' },
  { value: 'price-asc', label: 'Price: low to high' },
  { value: 'price-desc', label: 'Price: high to low' },
  { value: 'rating', label: 'Best rated' },
];

export default function SelectControlledOpen() {
  const labelId = useId();
  const [sortOrder, setSortOrder] = useState('newest');
  const [open, setOpen] = useState(false);

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Change sort order
      </Button>
      <FormControl sx={{ minWidth: 240 }}>
        <InputLabel id={labelId}>Sort by</InputLabel>
        <Select
          labelId={labelId}
          label="Sort by"
          open={open}
          onOpen={() => setOpen(true)}
          onClose={() => setOpen(false)}
          value={sortOrder}
          onChange={(event) => setSortOrder(event.target.value)}
        >
          {sortOrders.map((order) => (
            <MenuItem key={order.value} value={order.value}>
              {order.label}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
    </Stack>
  );
}
