import type { GridColDef } from '@mui/x-data-grid';
import { formatDollars } from './format';
import type { Invoice } from './invoices';

/** The columns of the invoice lists with detail panels: number, client, status and amount. */
export const invoiceColumns: GridColDef<Invoice>[] = [
  { field: 'number', headerName: 'Invoice', width: 130 },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 180 },
  { field: 'status', headerName: 'Status', width: 100 },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 110,
    valueGetter: (_value, row) => row.hours * row.rate,
    valueFormatter: formatDollars,
  },
];
