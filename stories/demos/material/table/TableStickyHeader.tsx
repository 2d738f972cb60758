import { useId } from 'react';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';

const departures = [
  { time: '06:10', flight: 'KL 1002', destination: 'London Heathrow', gate: 'D4', status: 'Departed' },
  { time: '06:35', flight: 'LH 991', destination: 'Frankfurt', gate: 'B12', status: 'Departed' },
  { time: '07:05', flight: 'AF 1241', destination: 'Paris Charles de Gaulle', gate: 'C7', status: 'Boarding' },
  { time: '07:20', flight: 'SK 552', destination: 'Copenhagen', gate: 'B3', status: 'Boarding' },
  { time: '07:45', flight: 'IB 3251', destination: 'Madrid', gate: 'D9', status: 'Gate open' },
  { time: '08:00', flight: 'LX 723', destination: 'Zurich', gate: 'C2', status: 'On time' },
  { time: '08:15', flight: 'OS 372', destination: 'Vienna', gate: 'B8', status: 'On time' },
  { time: '08:40', flight: 'TP 663', destination: 'Lisbon', gate: 'D1', status: 'Delayed to 09:10' },
  { time: '09:05', flight: 'AY 1304', destination: 'Helsinki', gate: 'B5', status: 'On time' },
  { time: '09:30', flight: 'EI 607', destination: 'Dublin', gate: 'C11', status: 'On time' },
  { time: '09:55', flight: 'AZ 117', destination: 'Rome Fiumicino', gate: 'D6', status: 'On time' },
  { time: '10:20', flight: 'LO 270', destination: 'Warsaw', gate: 'B1', status: 'Cancelled' },
  { time: '10:45', flight: 'BA 431', destination: 'London City', gate: 'C4', status: 'On time' },
  { time: '11:10', flight: 'SN 2604', destination: 'Brussels', gate: 'D2', status: 'On time' },
];

export default function TableStickyHeader() {
  const captionId = useId();

  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <Typography id={captionId} variant="subtitle1" component="div" sx={{ px: 2, py: 1.5 }}>
        Departures, Terminal 2
      </Typography>
      {/* The scrollable region takes focus so keyboard users can scroll it too. */}
      <TableContainer
        tabIndex={0}
        role="region"
        aria-labelledby={captionId}
        sx={{ maxHeight: 320 }}
      >
        <Table stickyHeader size="small" aria-labelledby={captionId}>
          <TableHead>
            <TableRow>
              <TableCell>Time</TableCell>
              <TableCell>Flight</TableCell>
              <TableCell>Destination</TableCell>
              <TableCell>Gate</TableCell>
              <TableCell>Status</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {departures.map((departure) => (
              <TableRow key={departure.flight}>
                <TableCell>{departure.time}</TableCell>
                <TableCell component="th" scope="row">
                  {departure.flight}
                </TableCell>
                <TableCell>{departure.destination}</TableCell>
                <TableCell>{departure.gate}</TableCell>
                <TableCell>{departure.status}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
