import { useState } from 'react';
import { DataGridPro, GRID_DETAIL_PANEL_TOGGLE_FIELD, type GridCellParams, type GridRowId, type GridRowParams } from '@mui/x-data-grid-pro';
import { HtmlFirstGrid } from '../../../../src/components/dataGrid/HtmlFirstGrid';
import { detailPanelToggleColumn } from '../../../gridData/detailPanelToggleColumn';
import { invoiceColumns } from '../../../gridData/invoiceColumns';
import { InvoiceSummary } from '../../../gridData/InvoiceSummary';
import { createInvoices, type Invoice } from '../../../gridData/invoices';

const rows = createInvoices(30, 23);
const columns = [detailPanelToggleColumn<Invoice>('Invoice details'), ...invoiceColumns];
const getDetailPanelContent = ({ row }: GridRowParams<Invoice>) => <InvoiceSummary invoice={row} />;
const getDetailPanelHeight = () => 'auto' as const;

/** A click anywhere on an invoice's row opens or closes its details, as the arrow button does. */
export default function RowClickDetails() {
  const [expanded, setExpanded] = useState<Set<GridRowId>>(() => new Set());
  const handleCellClick = ({ id, field }: GridCellParams<Invoice>) => {
    // The arrow's own cell toggles the panel already: toggling here as well would undo it.
    if (field === GRID_DETAIL_PANEL_TOGGLE_FIELD) return;
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  };
  return (
    <HtmlFirstGrid rows={rows} columns={invoiceColumns} label="Invoices, click a row for details" height={400}>
      <DataGridPro
        aria-label="Invoices, click a row for details"
        rows={rows}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        detailPanelExpandedRowIds={expanded}
        onDetailPanelExpandedRowIdsChange={setExpanded}
        onCellClick={handleCellClick}
        disableRowSelectionOnClick
        sx={{ '& .MuiDataGrid-row': { cursor: 'pointer' } }}
        hideFooter
      />
    </HtmlFirstGrid>
  );
}
