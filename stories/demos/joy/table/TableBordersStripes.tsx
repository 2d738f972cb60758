import { useState } from 'react';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Table from '@mui/joy/Table';
import Typography from '@mui/joy/Typography';
import type { TableProps } from '@mui/joy/Table';

type BorderAxis = NonNullable<TableProps['borderAxis']>;

const axes: BorderAxis[] = ['xBetween', 'x', 'yBetween', 'y', 'bothBetween', 'both', 'none'];

const expenses = [
  { date: '2 Apr', item: 'Train to Porto', category: 'Travel', amount: '€32.40' },
  { date: '2 Apr', item: 'Lunch with client', category: 'Meals', amount: '€58.00' },
  { date: '3 Apr', item: 'Hotel, 1 night', category: 'Lodging', amount: '€96.00' },
  { date: '3 Apr', item: 'Taxi to station', category: 'Travel', amount: '€14.20' },
  { date: '4 Apr', item: 'Printer paper', category: 'Office', amount: '€8.99' },
];

export default function TableBordersStripes() {
  const [borderAxis, setBorderAxis] = useState<BorderAxis>('xBetween');
  const [striped, setStriped] = useState(false);
  return (
    <Stack spacing={2}>
      <FormControl>
        <FormLabel>Borders</FormLabel>
        <RadioGroup
          orientation="horizontal"
          value={borderAxis}
          onChange={(event) => setBorderAxis(event.target.value as BorderAxis)}
          sx={{ flexWrap: 'wrap', gap: 1.5, '& > *': { m: 0 } }}
        >
          {axes.map((axis) => (
            <Radio key={axis} value={axis} label={axis} />
          ))}
        </RadioGroup>
      </FormControl>
      <Typography
        component="label"
        startDecorator={<Switch checked={striped} onChange={(event) => setStriped(event.target.checked)} />}
        sx={{ alignSelf: 'flex-start', gap: 1 }}
      >
        Striped rows
      </Typography>
      <Table borderAxis={borderAxis} stripe={striped ? 'odd' : undefined} hoverRow aria-label="Expense report, April">
        <thead>
          <tr>
            <th scope="col" style={{ width: '18%' }}>Date</th>
            <th scope="col">Item</th>
            <th scope="col">Category</th>
            <th scope="col" style={{ textAlign: 'right' }}>Amount</th>
          </tr>
        </thead>
        <tbody>
          {expenses.map((expense) => (
            <tr key={expense.item}>
              <td>{expense.date}</td>
              <td>{expense.item}</td>
              <td>{expense.category}</td>
              <td style={{ textAlign: 'right' }}>{expense.amount}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Stack>
  );
}
