import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';
import { HtmlFirstGrid } from '../../../../src/components/dataGrid/HtmlFirstGrid';
import { createEmployees, type Employee } from '../../../gridData/employees';
import { formatDay, formatDollars } from '../../../gridData/format';

const rows = createEmployees(40, 23);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 170 },
  { field: 'email', headerName: 'Email', width: 300 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'role', headerName: 'Role', width: 240 },
  { field: 'office', headerName: 'Office', width: 120 },
  { field: 'startDate', headerName: 'Start date', type: 'date', width: 130, valueFormatter: formatDay },
  { field: 'remote', headerName: 'Remote', type: 'boolean', width: 100 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 120, valueFormatter: formatDollars },
];

/** A wide staff list: Name pinned on the left and Salary on the right stay in view while the rest scrolls. */
export default function PinnedDirectory() {
  return (
    <HtmlFirstGrid rows={rows} columns={columns} label="Staff list" height={400}>
      <DataGridPro
        aria-label="Staff list"
        rows={rows}
        columns={columns}
        initialState={{ pinnedColumns: { left: ['name'], right: ['salary'] } }}
      />
    </HtmlFirstGrid>
  );
}
