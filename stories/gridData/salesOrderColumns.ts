import type { GridColDef } from '@mui/x-data-grid';
import { formatDay, formatDollars } from './format';
import type { SalesOrder } from './salesOrders';

/** The columns the sales order demos show: number, customer, city, date, status and total. */
export const salesOrderColumns: GridColDef<SalesOrder>[] = [
  { field: 'number', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  { field: 'city', headerName: 'City', width: 120 },
  { field: 'date', headerName: 'Date', type: 'date', width: 120, valueFormatter: (value: Date) => formatDay(value) },
  { field: 'status', headerName: 'Status', width: 110 },
  { field: 'total', headerName: 'Total', type: 'number', width: 100, valueFormatter: (value: number) => formatDollars(value) },
];
