import { DataGridPro, type GridColDef, type GridRowParams } from '@mui/x-data-grid-pro';
import { HtmlFirstGrid } from '../../../../src/components/dataGrid/HtmlFirstGrid';
import { DetailPanelRow } from '../../../gridData/DetailPanelRow';
import { detailPanelToggleColumn } from '../../../gridData/detailPanelToggleColumn';
import { salesOrderColumns } from '../../../gridData/salesOrderColumns';
import { SalesOrderLines } from '../../../gridData/SalesOrderLines';
import { createSalesOrders, type SalesOrder } from '../../../gridData/salesOrders';

const rows = createSalesOrders(40);
// The toggle column first (where the grid would put it), with a header screen readers can name.
const columns: GridColDef<SalesOrder>[] = [detailPanelToggleColumn<SalesOrder>('Order items'), ...salesOrderColumns];

// Stable functions (outside the component): the grid recomputes its panels when they change.
const getDetailPanelContent = ({ row }: GridRowParams<SalesOrder>) => (
  <DetailPanelRow label={`Items of order ${row.number}`}>
    <SalesOrderLines order={row} />
  </DetailPanelRow>
);
const getDetailPanelHeight = () => 'auto' as const;

/** Orders, each with its lines in a panel that opens from the arrow at the start of the row. */
export default function OrderDetails() {
  return (
    <HtmlFirstGrid rows={rows} columns={salesOrderColumns} label="Orders with their items" height={420}>
      <DataGridPro
        aria-label="Orders with their items"
        rows={rows}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
      />
    </HtmlFirstGrid>
  );
}
