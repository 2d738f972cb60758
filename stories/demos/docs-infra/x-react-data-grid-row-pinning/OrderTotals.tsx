import { DataGridPro, type GridColDef, type GridPinnedRowsProp } from '@mui/x-data-grid-pro';
import { HtmlFirstGrid } from '../../../../src/components/dataGrid/HtmlFirstGrid';
import { createOrders, formatDollars, type Order } from '../../../gridData/orders';

/** An invoice line as this table lists it; the pinned totals row has the same fields. */
type TotalsRow = Pick<Order, 'invoice' | 'customer' | 'product' | 'quantity' | 'total'> & { id: number | 'totals' };

const rows: TotalsRow[] = createOrders(40);

const columns: GridColDef<TotalsRow>[] = [
  { field: 'invoice', headerName: 'Invoice', width: 110 },
  { field: 'customer', headerName: 'Customer', width: 160 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 220 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 80 },
  { field: 'total', headerName: 'Total', type: 'number', width: 110, valueFormatter: formatDollars },
];

// The sums are computed once from the rows: a pinned row is neither sorted, filtered nor paginated with them.
const pinnedRows: GridPinnedRowsProp<TotalsRow> = {
  bottom: [
    {
      id: 'totals',
      invoice: 'Totals',
      customer: `${rows.length} lines`,
      product: '',
      quantity: rows.reduce((sum, row) => sum + row.quantity, 0),
      total: rows.reduce((sum, row) => sum + row.total, 0),
    },
  ],
};

/** Forty invoice lines that scroll, with a totals row that stays at the bottom of the grid. */
export default function OrderTotals() {
  return (
    <HtmlFirstGrid rows={rows} columns={columns} label="Invoice lines with totals" height={400}>
      <DataGridPro aria-label="Invoice lines with totals" rows={rows} columns={columns} pinnedRows={pinnedRows} hideFooter />
    </HtmlFirstGrid>
  );
}
