import { DataGridPremium, type GridColDef, type GridPivotModel } from '@mui/x-data-grid-premium';
import { HtmlFirstGrid } from '../../../../src/components/dataGrid/HtmlFirstGrid';
import { createOrders, formatDollars, type Order } from '../../../gridData/orders';

const rows = createOrders(120);

const columns: GridColDef<Order>[] = [
  { field: 'country', headerName: 'Country', width: 120 },
  { field: 'category', headerName: 'Category', width: 140 },
  { field: 'quarter', headerName: 'Quarter', width: 100 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 220 },
  { field: 'quantity', headerName: 'Units', type: 'number', width: 100 },
  { field: 'total', headerName: 'Revenue', type: 'number', width: 120, valueFormatter: formatDollars },
];

const pivotModel: GridPivotModel = {
  rows: [{ field: 'country' }],
  columns: [{ field: 'quarter', sort: 'asc' }],
  values: [{ field: 'total', aggFunc: 'sum' }],
};

/** A year of invoice lines turned into a table of revenue: a row per country, a column per quarter. */
export default function QuarterlyPivot() {
  return (
    <HtmlFirstGrid rows={rows} columns={columns} label="Revenue per country and quarter" height={440}>
      <DataGridPremium
        aria-label="Revenue per country and quarter"
        rows={rows}
        columns={columns}
        initialState={{ pivoting: { model: pivotModel, enabled: true } }}
        showToolbar
        hideFooter
      />
    </HtmlFirstGrid>
  );
}
