import { DataGrid, type GridColDef, type GridRowIdGetter } from '@mui/x-data-grid';
import { HtmlFirstGrid } from '../../../../src/components/dataGrid/HtmlFirstGrid';
import { createLedgerInvoices, type LedgerInvoice as Invoice } from '../../../gridData/ledgerInvoices';

const rows = createLedgerInvoices(24);

const columns: GridColDef<Invoice>[] = [
  { field: 'invoiceNumber', headerName: 'Invoice', width: 140 },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 170 },
  { field: 'status', headerName: 'Status', width: 100 },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => `€${value.toLocaleString('en-US')}`,
  },
];

/** Defined outside the component, so its identity never changes. */
const getRowId: GridRowIdGetter<Invoice> = (row) => row.invoiceNumber;

/** Invoices have no `id` field: `getRowId` tells the grid that the invoice number identifies a row. */
export default function InvoicesByNumber() {
  return (
    <HtmlFirstGrid rows={rows} columns={columns} label="Invoices" height={400}>
      <DataGrid
        aria-label="Invoices"
        rows={rows}
        columns={columns}
        getRowId={getRowId}
        checkboxSelection
        initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
        pageSizeOptions={[10, 25]}
      />
    </HtmlFirstGrid>
  );
}
