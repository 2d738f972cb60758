import { useState } from 'react';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Stack from '@mui/joy/Stack';
import Table from '@mui/joy/Table';
import type { TableProps } from '@mui/joy/Table';

type Variant = NonNullable<TableProps['variant']>;
type Color = NonNullable<TableProps['color']>;

const variants: Variant[] = ['plain', 'outlined', 'soft', 'solid'];
const colors: Color[] = ['neutral', 'primary', 'success', 'warning', 'danger'];

const trips = [
  { city: 'Lisbon', nights: 4, hotel: 'Casa do Rio' },
  { city: 'Porto', nights: 2, hotel: 'Ribeira Rooms' },
  { city: 'Coimbra', nights: 1, hotel: 'Hotel Quinta' },
];

export default function TableVariants() {
  const [variant, setVariant] = useState<Variant>('plain');
  const [color, setColor] = useState<Color>('neutral');
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <FormControl>
          <FormLabel>Variant</FormLabel>
          <RadioGroup orientation="horizontal" value={variant} onChange={(event) => setVariant(event.target.value as Variant)}>
            {variants.map((item) => (
              <Radio key={item} value={item} label={item} />
            ))}
          </RadioGroup>
        </FormControl>
        <FormControl>
          <FormLabel>Color</FormLabel>
          <RadioGroup orientation="horizontal" value={color} onChange={(event) => setColor(event.target.value as Color)}>
            {colors.map((item) => (
              <Radio key={item} value={item} label={item} />
            ))}
          </RadioGroup>
        </FormControl>
      </Stack>
      <Table variant={variant} color={color} aria-label="Stops of the Portugal trip">
        <thead>
          <tr>
            <th scope="col">City</th>
            <th scope="col">Nights</th>
            <th scope="col">Hotel</th>
          </tr>
        </thead>
        <tbody>
          {trips.map((trip) => (
            <tr key={trip.city}>
              <td>{trip.city}</td>
              <td>{trip.nights}</td>
              <td>{trip.hotel}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Stack>
  );
}
