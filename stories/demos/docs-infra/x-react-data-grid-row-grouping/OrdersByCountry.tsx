import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { HtmlFirstGrid } from '../../../../src/components/dataGrid/HtmlFirstGrid';
import { createOrders, formatDollars, type Order } from '../../../gridData/orders';

const rows = createOrders(80);

const columns: GridColDef<Order>[] = [
  { field: 'country', headerName: 'Country', width: 120 },
  { field: 'customer', headerName: 'Customer', width: 170 },
  { field: 'invoice', headerName: 'Invoice', width: 110 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 220 },
  { field: 'total', headerName: 'Total', type: 'number', width: 110, valueFormatter: formatDollars },
];

/** A coffee shop's invoice lines grouped by country, then by customer: expand a group to see its lines. */
export default function OrdersByCountry() {
  return (
    <HtmlFirstGrid rows={rows} columns={columns} label="Invoice lines by country" height={420}>
      <DataGridPremium
        aria-label="Invoice lines by country"
        rows={rows}
        columns={columns}
        initialState={{ rowGrouping: { model: ['country', 'customer'] } }}
        groupingColDef={{ headerName: 'Country / customer', minWidth: 240 }}
        hideFooter
      />
    </HtmlFirstGrid>
  );
}
