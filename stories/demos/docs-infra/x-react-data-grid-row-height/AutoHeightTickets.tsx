import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { HtmlFirstGrid } from '../../../../src/components/dataGrid/HtmlFirstGrid';
import { createTickets, type Ticket } from '../../../gridData/tickets';

const rows = createTickets(24);

const columns: GridColDef<Ticket>[] = [
  { field: 'subject', headerName: 'Subject', width: 200, renderCell: ({ value }) => <Box sx={{ whiteSpace: 'normal', py: 1 }}>{value}</Box> },
  { field: 'customer', headerName: 'Customer', width: 140 },
  { field: 'message', headerName: 'Message', flex: 1, minWidth: 260, renderCell: ({ value }) => <Box sx={{ whiteSpace: 'normal', py: 1 }}>{value}</Box> },
  { field: 'priority', headerName: 'Priority', width: 100 },
];

// Outside the component: a new function on every render would make the grid measure all rows again.
const getRowHeight = () => 'auto' as const;
const getEstimatedRowHeight = () => 90;

/** Support tickets whose rows grow with the message: a one-line note stays short, a long report wraps. */
export default function AutoHeightTickets() {
  return (
    <HtmlFirstGrid rows={rows} columns={columns} label="Support tickets" height={440}>
      <DataGrid
        aria-label="Support tickets"
        rows={rows}
        columns={columns}
        getRowHeight={getRowHeight}
        getEstimatedRowHeight={getEstimatedRowHeight}
        hideFooter
      />
    </HtmlFirstGrid>
  );
}
