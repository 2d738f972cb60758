import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridColDef, type GridRowId, type GridRowParams } from '@mui/x-data-grid-pro';
import { HtmlFirstGrid } from '../../../../src/components/dataGrid/HtmlFirstGrid';
import { DetailPanelRow } from '../../../gridData/DetailPanelRow';
import { detailPanelToggleColumn } from '../../../gridData/detailPanelToggleColumn';
import { formatDay } from '../../../gridData/format';
import { salesOrderColumns } from '../../../gridData/salesOrderColumns';
import { createSalesOrders, type SalesOrder } from '../../../gridData/salesOrders';

const rows = createSalesOrders(40);
const numberOf = new Map(rows.map((order) => [order.id as GridRowId, order.number]));
// Listed last, the toggle column stays at the end of the row instead of moving to the front.
const columns: GridColDef<SalesOrder>[] = [...salesOrderColumns, detailPanelToggleColumn<SalesOrder>('Delivery note')];

const getDetailPanelContent = ({ row }: GridRowParams<SalesOrder>) => {
  const items = row.lines.reduce((sum, line) => sum + line.quantity, 0);
  return (
    <DetailPanelRow label={`Delivery note for ${row.number}`}>
      <Typography variant="body2">
        {items} {items === 1 ? 'item' : 'items'} for {row.customer}, {row.city}, ordered {formatDay(row.date)}. Status: {row.status}.
      </Typography>
    </DetailPanelRow>
  );
};
// A fixed height in px: the grid knows every panel's size before it renders it.
const getDetailPanelHeight = () => 64;

/** The open panels are React state: the grid reports each toggle, and a button closes them all. */
export default function OpenPanels() {
  const [expanded, setExpanded] = useState<Set<GridRowId>>(() => new Set([1]));
  const open = [...expanded].map((id) => numberOf.get(id)).join(', ');
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2" aria-live="polite">
          {expanded.size === 0 ? 'No delivery notes open' : `Open: ${open}`}
        </Typography>
        <Button size="small" variant="outlined" disabled={expanded.size === 0} onClick={() => setExpanded(new Set())}>
          Close all notes
        </Button>
      </Stack>
      <HtmlFirstGrid rows={rows} columns={salesOrderColumns} label="Orders with delivery notes" height={380}>
        <DataGridPro
          aria-label="Orders with delivery notes"
          rows={rows}
          columns={columns}
          getDetailPanelContent={getDetailPanelContent}
          getDetailPanelHeight={getDetailPanelHeight}
          detailPanelExpandedRowIds={expanded}
          onDetailPanelExpandedRowIdsChange={setExpanded}
        />
      </HtmlFirstGrid>
    </Stack>
  );
}
