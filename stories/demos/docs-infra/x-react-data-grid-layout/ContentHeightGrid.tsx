import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { HtmlFirstGrid } from '../../../../src/components/dataGrid/HtmlFirstGrid';
import { createLedgerInvoices, type LedgerInvoice as Invoice } from '../../../gridData/ledgerInvoices';

const rows = createLedgerInvoices(5, 23);

const columns: GridColDef<Invoice>[] = [
  { field: 'invoiceNumber', headerName: 'Invoice', width: 140 },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 170 },
  { field: 'status', headerName: 'Status', width: 100 },
  { field: 'amount', headerName: 'Amount', type: 'number', width: 110 },
];

const getRowId = (row: Invoice) => row.invoiceNumber;

/**
 * A flex column with no height: the grid is as tall as its five rows (what `autoHeight` did before v8),
 * and the note below it follows right after the last row.
 */
export default function ContentHeightGrid() {
  return (
    <HtmlFirstGrid rows={rows} columns={columns} label="Invoices this week" height={420}>
      <Box sx={{ display: 'flex', flexDirection: 'column' }}>
        <DataGrid aria-label="Invoices this week" rows={rows} columns={columns} getRowId={getRowId} hideFooter />
        <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
          Five invoices issued this week.
        </Typography>
      </Box>
    </HtmlFirstGrid>
  );
}
