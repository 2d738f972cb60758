import Chip from '@mui/material/Chip';
import { DataGrid, type GridColDef, type GridColTypeDef } from '@mui/x-data-grid';
import { HtmlFirstGrid } from '../../../../src/components/dataGrid/HtmlFirstGrid';
import { formatDay, formatEuro } from '../../../gridData/format';
import { createInvoices, INVOICE_STATUSES, type Invoice } from '../../../gridData/invoices';

const rows = createInvoices(30);

/** A column type of our own: an amount in euros, right-aligned and formatted, spread into two columns. */
const euroColumn: GridColTypeDef<number, string> = {
  type: 'number',
  width: 120,
  valueFormatter: (value: number) => formatEuro(value),
};

// Colour only where it reads at AA contrast in both schemes; the label says the status either way.
const STATUS_COLOR = { Draft: 'default', Sent: 'default', Paid: 'success', Overdue: 'error' } as const;

const columns: GridColDef<Invoice>[] = [
  { field: 'number', headerName: 'Invoice', width: 130 },
  { field: 'client', headerName: 'Client', minWidth: 170, flex: 1 },
  {
    field: 'contact',
    headerName: 'Contact',
    width: 140,
    // The row holds an object: the getter turns it into the text the grid sorts, filters and shows.
    valueGetter: (value: Invoice['contact']) => `${value.firstName} ${value.lastName}`,
  },
  { field: 'hours', headerName: 'Hours', type: 'number', width: 80 },
  { field: 'rate', headerName: 'Rate', ...euroColumn, width: 100 },
  {
    field: 'total',
    headerName: 'Total',
    ...euroColumn,
    // No "total" in the row: the getter computes it from two other fields.
    valueGetter: (_value: never, row: Invoice) => row.hours * row.rate,
  },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: [...INVOICE_STATUSES],
    width: 110,
    renderCell: ({ value }) => (value ? <Chip size="small" variant="outlined" label={value} color={STATUS_COLOR[value as Invoice['status']]} /> : null),
  },
  { field: 'issued', headerName: 'Issued', type: 'date', width: 120, valueFormatter: formatDay },
];

/** A studio's invoices: a contact name and a total that are not fields of the row, amounts in euros, a status chip. */
export default function InvoiceTotals() {
  return (
    <HtmlFirstGrid rows={rows} columns={columns} label="Studio invoices" height={420}>
      <DataGrid
        aria-label="Studio invoices"
        rows={rows}
        columns={columns}
        initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
        pageSizeOptions={[10]}
      />
    </HtmlFirstGrid>
  );
}
