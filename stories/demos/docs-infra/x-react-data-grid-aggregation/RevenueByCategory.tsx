import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { HtmlFirstGrid } from '../../../../src/components/dataGrid/HtmlFirstGrid';
import { createOrders, formatDollars, type Order } from '../../../gridData/orders';

const rows = createOrders(80);

const columns: GridColDef<Order>[] = [
  { field: 'category', headerName: 'Category', width: 140 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 220 },
  { field: 'quantity', headerName: 'Units', type: 'number', width: 110 },
  { field: 'unitPrice', headerName: 'Unit price', type: 'number', width: 120, valueFormatter: formatDollars },
  { field: 'total', headerName: 'Total', type: 'number', width: 130, valueFormatter: formatDollars },
];

/**
 * Revenue by product category: each group row shows its sums, the footer row the whole year's;
 * the header of an aggregated column names its function (sum, max …).
 */
export default function RevenueByCategory() {
  return (
    <HtmlFirstGrid rows={rows} columns={columns} label="Revenue by category" height={420}>
      <DataGridPremium
        aria-label="Revenue by category"
        rows={rows}
        columns={columns}
        initialState={{
          rowGrouping: { model: ['category'] },
          aggregation: { model: { quantity: 'sum', unitPrice: 'max', total: 'sum' } },
        }}
        groupingColDef={{ headerName: 'Category', minWidth: 200 }}
        hideFooter
      />
    </HtmlFirstGrid>
  );
}
