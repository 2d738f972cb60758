import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { HtmlFirstGrid } from '../../../../src/components/dataGrid/HtmlFirstGrid';
import { createLedgerInvoices, type LedgerInvoice as Invoice } from '../../../gridData/ledgerInvoices';

const rows = createLedgerInvoices(40);

const columns: GridColDef<Invoice>[] = [
  { field: 'invoiceNumber', headerName: 'Invoice', width: 140 },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 170 },
  { field: 'project', headerName: 'Project', flex: 1, minWidth: 170 },
  { field: 'amount', headerName: 'Amount', type: 'number', width: 110 },
];

const getRowId = (row: Invoice) => row.invoiceNumber;

/** The parent is 320 px tall: the grid fills it and scrolls its 40 rows inside. */
export default function FixedHeightGrid() {
  return (
    <HtmlFirstGrid rows={rows} columns={columns} label="Invoices in a 320 px box" height={320}>
      <DataGrid aria-label="Invoices in a 320 px box" rows={rows} columns={columns} getRowId={getRowId} hideFooter />
    </HtmlFirstGrid>
  );
}
