import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { HtmlFirstGrid } from '../../../../src/components/dataGrid/HtmlFirstGrid';
import { createEmployees, type Employee } from '../../../gridData/employees';
import { formatDay, formatDollars } from '../../../gridData/format';

const rows = createEmployees(40, 9);

const columns: GridColDef<Employee>[] = [
  // The name identifies the row: it cannot be hidden.
  { field: 'name', headerName: 'Name', minWidth: 160, flex: 1, hideable: false },
  { field: 'email', headerName: 'Email', width: 240 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'role', headerName: 'Role', minWidth: 180, flex: 1 },
  { field: 'startDate', headerName: 'Started', type: 'date', width: 120, valueFormatter: formatDay },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 110, valueFormatter: formatDollars },
];

/** The columns shown before JavaScript runs: the same ones the grid starts with. */
const initiallyVisible = columns.filter((column) => column.field !== 'email' && column.field !== 'salary');

/** A staff list that opens with Email and Salary hidden; "Manage columns" in a column menu brings them back. */
export default function HiddenByDefault() {
  return (
    <HtmlFirstGrid rows={rows} columns={initiallyVisible} label="Staff list" height={400}>
      <DataGrid
        aria-label="Staff list"
        rows={rows}
        columns={columns}
        initialState={{
          columns: { columnVisibilityModel: { email: false, salary: false } },
          pagination: { paginationModel: { pageSize: 10 } },
        }}
        pageSizeOptions={[10]}
      />
    </HtmlFirstGrid>
  );
}
