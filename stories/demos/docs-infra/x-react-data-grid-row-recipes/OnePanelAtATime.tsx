import { useState } from 'react';
import { DataGridPro, type GridRowId, type GridRowParams } from '@mui/x-data-grid-pro';
import { HtmlFirstGrid } from '../../../../src/components/dataGrid/HtmlFirstGrid';
import { detailPanelToggleColumn } from '../../../gridData/detailPanelToggleColumn';
import { invoiceColumns } from '../../../gridData/invoiceColumns';
import { InvoiceSummary } from '../../../gridData/InvoiceSummary';
import { createInvoices, type Invoice } from '../../../gridData/invoices';

const rows = createInvoices(30, 31);
const columns = [detailPanelToggleColumn<Invoice>('Invoice details'), ...invoiceColumns];
const getDetailPanelContent = ({ row }: GridRowParams<Invoice>) => <InvoiceSummary invoice={row} />;
const getDetailPanelHeight = () => 'auto' as const;

/** Opening an invoice's details closes the ones that were open: at most one panel at a time. */
export default function OnePanelAtATime() {
  const [expanded, setExpanded] = useState<Set<GridRowId>>(() => new Set());
  const handleChange = (ids: Set<GridRowId>) => {
    // The grid proposes the old set plus or minus one id: keep only the one just opened, if any.
    const opened = [...ids].find((id) => !expanded.has(id));
    setExpanded(opened === undefined ? ids : new Set([opened]));
  };
  return (
    <HtmlFirstGrid rows={rows} columns={invoiceColumns} label="Invoices, one open at a time" height={400}>
      <DataGridPro
        aria-label="Invoices, one open at a time"
        rows={rows}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        detailPanelExpandedRowIds={expanded}
        onDetailPanelExpandedRowIdsChange={handleChange}
        hideFooter
      />
    </HtmlFirstGrid>
  );
}
