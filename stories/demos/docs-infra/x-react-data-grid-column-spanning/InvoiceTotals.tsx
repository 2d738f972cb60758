import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { HtmlFirstGrid } from '../../../../src/components/dataGrid/HtmlFirstGrid';
import { createInvoiceLines, type InvoiceLine } from '../../../gridData/invoiceLines';

const rows = createInvoiceLines();

const money = (value: number | undefined) =>
  value === undefined ? '' : value.toLocaleString('en-US', { style: 'currency', currency: 'EUR' });

const columns: GridColDef<InvoiceLine>[] = [
  {
    field: 'description',
    headerName: 'Description',
    flex: 1,
    minWidth: 240,
    sortable: false,
    // A summary line's label covers the quantity and unit price columns, which are empty for it.
    colSpan: (_value, row) => (row.kind === 'summary' ? 3 : undefined),
  },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 80, sortable: false },
  { field: 'unitPrice', headerName: 'Unit price', type: 'number', width: 120, sortable: false, valueFormatter: money },
  { field: 'amount', headerName: 'Amount', type: 'number', width: 130, sortable: false, valueFormatter: money },
];

/** An invoice: five billed items, then subtotal, VAT and total lines whose label spans three columns. */
export default function InvoiceTotals() {
  return (
    <HtmlFirstGrid rows={rows} columns={columns} label="Invoice lines" height={380}>
      <DataGrid
        aria-label="Invoice lines"
        rows={rows}
        columns={columns}
        density="compact"
        disableColumnMenu
        hideFooter
        getRowClassName={(params) => (params.row.kind === 'summary' ? 'invoice-summary' : '')}
        sx={{ '& .invoice-summary': { fontWeight: 'fontWeightBold', bgcolor: 'action.hover' } }}
      />
    </HtmlFirstGrid>
  );
}
