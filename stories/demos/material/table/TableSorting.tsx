import { useState } from 'react';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';

interface Dish {
  name: string;
  calories: number;
  fat: number;
  carbs: number;
  protein: number;
}

type SortKey = keyof Dish;
type Direction = 'asc' | 'desc';

const dishes: Dish[] = [
  { name: 'Avocado toast', calories: 320, fat: 18, carbs: 32, protein: 8 },
  { name: 'Chicken Caesar salad', calories: 470, fat: 32, carbs: 14, protein: 33 },
  { name: 'Greek yogurt with honey', calories: 210, fat: 6, carbs: 29, protein: 11 },
  { name: 'Lentil soup', calories: 260, fat: 5, carbs: 40, protein: 17 },
  { name: 'Margherita pizza slice', calories: 285, fat: 10, carbs: 36, protein: 12 },
  { name: 'Salmon with rice', calories: 590, fat: 21, carbs: 58, protein: 38 },
];

const columns: { key: SortKey; label: string; numeric: boolean }[] = [
  { key: 'name', label: 'Dish', numeric: false },
  { key: 'calories', label: 'Calories', numeric: true },
  { key: 'fat', label: 'Fat (g)', numeric: true },
  { key: 'carbs', label: 'Carbs (g)', numeric: true },
  { key: 'protein', label: 'Protein (g)', numeric: true },
];

function compare(a: Dish, b: Dish, key: SortKey, direction: Direction) {
  const first = a[key];
  const second = b[key];
  const result =
    typeof first === 'string' && typeof second === 'string'
      ? first.localeCompare(second)
      : Number(first) - Number(second);
  return direction === 'asc' ? result : -result;
}

export default function TableSorting() {
  const [orderBy, setOrderBy] = useState<SortKey>('name');
  const [direction, setDirection] = useState<Direction>('asc');

  const handleSort = (key: SortKey) => {
    // A new column starts ascending; the active column flips its direction.
    const nextDirection = orderBy === key && direction === 'asc' ? 'desc' : 'asc';
    setOrderBy(key);
    setDirection(nextDirection);
  };

  const sorted = [...dishes].sort((a, b) => compare(a, b, orderBy, direction));

  return (
    <TableContainer component={Paper} variant="outlined">
      <Table sx={{ minWidth: 560 }} aria-label="Nutrition per serving">
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell
                key={column.key}
                align={column.numeric ? 'right' : 'inherit'}
                sortDirection={orderBy === column.key ? direction : false}
              >
                <TableSortLabel
                  active={orderBy === column.key}
                  direction={orderBy === column.key ? direction : 'asc'}
                  onClick={() => handleSort(column.key)}
                >
                  {column.label}
                </TableSortLabel>
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {sorted.map((dish) => (
            <TableRow key={dish.name} hover>
              <TableCell component="th" scope="row">
                {dish.name}
              </TableCell>
              <TableCell align="right">{dish.calories}</TableCell>
              <TableCell align="right">{dish.fat}</TableCell>
              <TableCell align="right">{dish.carbs}</TableCell>
              <TableCell align="right">{dish.protein}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
