import { useState } from 'react';
import Button from '@mui/joy/Button';
import Checkbox from '@mui/joy/Checkbox';
import Table from '@mui/joy/Table';
import Typography from '@mui/joy/Typography';

interface Booking {
  id: string;
  guest: string;
  nights: number;
}

const bookings: Booking[] = [
  { id: 'B-301', guest: 'Ana Ferreira', nights: 3 },
  { id: 'B-302', guest: 'Tomás Silva', nights: 1 },
  { id: 'B-303', guest: 'Mei Chen', nights: 5 },
  { id: 'B-304', guest: 'Jonas Berg', nights: 2 },
];

type SortKey = 'guest' | 'nights';
type Direction = 'ascending' | 'descending';

function compare(a: Booking, b: Booking, key: SortKey) {
  return key === 'guest' ? a.guest.localeCompare(b.guest) : a.nights - b.nights;
}

export default function TableSortSelect() {
  const [sort, setSort] = useState<{ key: SortKey; direction: Direction }>({ key: 'guest', direction: 'ascending' });
  const [selected, setSelected] = useState<string[]>([]);

  const rows = [...bookings].sort((a, b) => (sort.direction === 'ascending' ? 1 : -1) * compare(a, b, sort.key));
  const toggleSort = (key: SortKey) =>
    setSort((current) => ({
      key,
      direction: current.key === key && current.direction === 'ascending' ? 'descending' : 'ascending',
    }));
  const toggleRow = (id: string) =>
    setSelected((current) => (current.includes(id) ? current.filter((item) => item !== id) : [...current, id]));
  const allSelected = selected.length === bookings.length;

  const header = (key: SortKey, label: string) => (
    <th scope="col" aria-sort={sort.key === key ? sort.direction : undefined}>
      <Button
        variant="plain"
        color="neutral"
        size="sm"
        onClick={() => toggleSort(key)}
        endDecorator={sort.key === key ? (sort.direction === 'ascending' ? '↑' : '↓') : null}
        sx={{ px: 0.5, fontWeight: 'lg' }}
      >
        {label}
      </Button>
    </th>
  );

  return (
    <div>
      <Typography level="body-sm" role="status" sx={{ mb: 1 }}>
        {selected.length === 0 ? 'No bookings selected' : `${selected.length} of ${bookings.length} bookings selected`}
      </Typography>
      <Table aria-label="Bookings for this week" hoverRow>
        <thead>
          <tr>
            <th scope="col" style={{ width: 48 }}>
              <Checkbox
                size="sm"
                checked={allSelected}
                indeterminate={selected.length > 0 && !allSelected}
                onChange={() => setSelected(allSelected ? [] : bookings.map((booking) => booking.id))}
                slotProps={{ input: { 'aria-label': 'Select all bookings' } }}
              />
            </th>
            {header('guest', 'Guest')}
            {header('nights', 'Nights')}
            <th scope="col">Booking</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((booking) => (
            <tr key={booking.id}>
              <td>
                <Checkbox
                  size="sm"
                  checked={selected.includes(booking.id)}
                  onChange={() => toggleRow(booking.id)}
                  slotProps={{ input: { 'aria-label': `Select ${booking.guest}` } }}
                />
              </td>
              <td>{booking.guest}</td>
              <td>{booking.nights}</td>
              <td>{booking.id}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}
