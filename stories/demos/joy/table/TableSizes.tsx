import { useState } from 'react';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Stack from '@mui/joy/Stack';
import Table from '@mui/joy/Table';

type Size = 'sm' | 'md' | 'lg';

const departures = [
  { time: '08:15', destination: 'Porto Campanhã', platform: '3', status: 'On time' },
  { time: '08:40', destination: 'Faro', platform: '5', status: 'Delayed 10 min' },
  { time: '09:05', destination: 'Coimbra-B', platform: '2', status: 'On time' },
];

export default function TableSizes() {
  const [size, setSize] = useState<Size>('md');
  return (
    <Stack spacing={2}>
      <FormControl>
        <FormLabel>Size</FormLabel>
        <RadioGroup orientation="horizontal" value={size} onChange={(event) => setSize(event.target.value as Size)}>
          <Radio value="sm" label="Small" />
          <Radio value="md" label="Medium" />
          <Radio value="lg" label="Large" />
        </RadioGroup>
      </FormControl>
      <Table size={size} aria-label="Departures from Lisboa Oriente">
        <thead>
          <tr>
            <th scope="col">Time</th>
            <th scope="col">Destination</th>
            <th scope="col">Platform</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {departures.map((train) => (
            <tr key={train.time}>
              <td>{train.time}</td>
              <td>{train.destination}</td>
              <td>{train.platform}</td>
              <td>{train.status}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Stack>
  );
}
