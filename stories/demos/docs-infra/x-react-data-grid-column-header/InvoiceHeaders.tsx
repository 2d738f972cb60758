import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import FlagOutlined from '@mui/icons-material/FlagOutlined';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { HtmlFirstGrid } from '../../../../src/components/dataGrid/HtmlFirstGrid';
import { formatEuro } from '../../../gridData/format';
import { createInvoices, INVOICE_STATUSES, type Invoice } from '../../../gridData/invoices';

const rows = createInvoices(30, 8);

const columns: GridColDef<Invoice>[] = [
  { field: 'number', headerName: 'Invoice', width: 130 },
  { field: 'client', headerName: 'Client', minWidth: 170, flex: 1 },
  { field: 'hours', headerName: 'Hours', type: 'number', width: 90 },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 130,
    valueGetter: (_value: never, row: Invoice) => row.hours * row.rate,
    valueFormatter: (value: number) => formatEuro(value),
    // Two lines: the title and what the amount leaves out.
    renderHeader: ({ colDef }) => (
      <Box sx={{ lineHeight: 1.3, textAlign: 'end' }}>
        <Typography variant="body2" component="span" sx={{ display: 'block', fontWeight: 500 }}>
          {colDef.headerName}
        </Typography>
        <Typography variant="caption" component="span" sx={{ display: 'block', color: 'text.secondary' }}>
          excl. VAT
        </Typography>
      </Box>
    ),
  },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: [...INVOICE_STATUSES],
    width: 130,
    renderHeader: ({ colDef }) => (
      <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 500 }}>
        <FlagOutlined fontSize="small" aria-hidden />
        {colDef.headerName}
      </Box>
    ),
  },
];

/** Taller headers (columnHeaderHeight) with content of their own from renderHeader. */
export default function InvoiceHeaders() {
  return (
    <HtmlFirstGrid rows={rows} columns={columns} label="Invoices to follow up" height={420}>
      <DataGrid
        aria-label="Invoices to follow up"
        rows={rows}
        columns={columns}
        columnHeaderHeight={72}
        initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
        pageSizeOptions={[10]}
      />
    </HtmlFirstGrid>
  );
}
