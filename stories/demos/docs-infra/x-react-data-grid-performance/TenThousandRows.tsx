import { DataGridPro } from '@mui/x-data-grid-pro';
import type { GridColDef } from '@mui/x-data-grid';
import { HtmlFirstGrid } from '../../../../src/components/dataGrid/HtmlFirstGrid';
import { createEmployees, type Employee } from '../../../gridData/employees';

/** Created once, at module load: the same 10,000 rows (seeded) on every render and in every screenshot. */
const rows = createEmployees(10_000, 42);

const columns: GridColDef<Employee>[] = [
  { field: 'id', headerName: 'No.', type: 'number', width: 80 },
  { field: 'name', headerName: 'Name', width: 170 },
  { field: 'email', headerName: 'Email', width: 260 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'role', headerName: 'Role', width: 210 },
  { field: 'office', headerName: 'Office', width: 110 },
  { field: 'startDate', headerName: 'Start date', type: 'date', width: 120 },
  { field: 'remote', headerName: 'Remote', type: 'boolean', width: 90 },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => `$${value.toLocaleString('en-US')}`,
  },
];

/** 10,000 rows in one scrolling body (no pagination): only the rows and columns in view are in the DOM. */
export default function TenThousandRows() {
  return (
    <HtmlFirstGrid rows={rows} columns={columns} label="All 10,000 employees" height={440}>
      <DataGridPro aria-label="All 10,000 employees" rows={rows} columns={columns} rowBufferPx={150} columnBufferPx={150} />
    </HtmlFirstGrid>
  );
}
