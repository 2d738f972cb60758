import { useState } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

const stock = [
  { sku: 'MUG-WHT-12', product: 'Enamel mug, white', warehouse: 'Rotterdam', onHand: 340, reserved: 12 },
  { sku: 'MUG-BLU-12', product: 'Enamel mug, blue', warehouse: 'Rotterdam', onHand: 85, reserved: 40 },
  { sku: 'TOT-LIN-01', product: 'Linen tote bag', warehouse: 'Lyon', onHand: 512, reserved: 96 },
  { sku: 'NTB-A5-DOT', product: 'A5 notebook, dotted', warehouse: 'Leeds', onHand: 1204, reserved: 310 },
  { sku: 'PEN-BRS-02', product: 'Brass pen', warehouse: 'Leeds', onHand: 23, reserved: 20 },
  { sku: 'CAN-SOY-08', product: 'Soy candle, cedar', warehouse: 'Lyon', onHand: 148, reserved: 0 },
];

export default function TableDense() {
  const [dense, setDense] = useState(true);

  return (
    <Stack spacing={1}>
      <FormControlLabel
        label="Dense rows"
        control={
          <Switch checked={dense} onChange={(event) => setDense(event.target.checked)} />
        }
      />
      <TableContainer component={Paper} variant="outlined">
        <Table size={dense ? 'small' : 'medium'} aria-label="Stock levels">
          <TableHead>
            <TableRow>
              <TableCell>SKU</TableCell>
              <TableCell>Product</TableCell>
              <TableCell>Warehouse</TableCell>
              <TableCell align="right">On hand</TableCell>
              <TableCell align="right">Reserved</TableCell>
              <TableCell align="right">Available</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {stock.map((item) => (
              <TableRow key={item.sku}>
                <TableCell component="th" scope="row">
                  {item.sku}
                </TableCell>
                <TableCell>{item.product}</TableCell>
                <TableCell>{item.warehouse}</TableCell>
                <TableCell align="right">{item.onHand}</TableCell>
                <TableCell align="right">{item.reserved}</TableCell>
                <TableCell align="right">{item.onHand - item.reserved}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Stack>
  );
}
