import type { GridColDef } from '@mui/x-data-grid';
import type { Shipment } from '../../../gridData/shipments';

/** The tracking board's columns, shared by the row-update demos. */
export const shipmentColumns: GridColDef<Shipment>[] = [
  { field: 'trackingNumber', headerName: 'Tracking number', width: 150 },
  { field: 'recipient', headerName: 'Recipient', flex: 1, minWidth: 140 },
  { field: 'destination', headerName: 'Destination', width: 130 },
  { field: 'distanceLeft', headerName: 'Distance left', type: 'number', width: 120, valueFormatter: (value: number) => `${value} km` },
  { field: 'status', headerName: 'Status', width: 140 },
];
