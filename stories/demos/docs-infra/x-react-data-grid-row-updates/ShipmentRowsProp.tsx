import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid } from '@mui/x-data-grid';
import { HtmlFirstGrid } from '../../../../src/components/dataGrid/HtmlFirstGrid';
import { createShipments, type Shipment } from '../../../gridData/shipments';
import { shipmentColumns as columns } from './shipmentColumns';

/** Parcels that can still be booked, in order: "Book a parcel" takes the next one. */
const pool = createShipments(12, 41);
const initialRows = pool.slice(0, 5);

/** New rows through the `rows` prop: the grid shows whatever array the component state holds. */
export default function ShipmentRowsProp() {
  const [rows, setRows] = useState<Shipment[]>(initialRows);
  const next = pool.find((shipment) => !rows.some((row) => row.id === shipment.id));

  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button variant="contained" disabled={!next} onClick={() => next && setRows((current) => [...current, next])}>
          Book a parcel
        </Button>
        <Button variant="outlined" disabled={rows.length === 0} onClick={() => setRows((current) => current.slice(1))}>
          Remove the first parcel
        </Button>
      </Stack>
      <HtmlFirstGrid rows={rows} columns={columns} label="Parcels to ship" height={360}>
        <DataGrid aria-label="Parcels to ship" rows={rows} columns={columns} />
      </HtmlFirstGrid>
    </Stack>
  );
}
