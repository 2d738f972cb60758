import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { HtmlFirstGrid } from '../../../../src/components/dataGrid/HtmlFirstGrid';
import { createEmployees, type Employee } from '../../../gridData/employees';

const rows = createEmployees(1000);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
  { field: 'department', headerName: 'Department', type: 'singleSelect', valueOptions: ['Engineering', 'Design', 'Sales', 'Support', 'Finance', 'People'], width: 130 },
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

/** 1,000 employees with the MIT grid's features on: toolbar, sorting, filtering, pagination, checkbox selection. */
export default function FeatureTour() {
  return (
    <HtmlFirstGrid rows={rows} columns={columns} label="Company staff" height={460}>
      <DataGrid
        label="Company staff"
        rows={rows}
        columns={columns}
        showToolbar
        checkboxSelection
        initialState={{
          pagination: { paginationModel: { pageSize: 25 } },
          sorting: { sortModel: [{ field: 'startDate', sort: 'desc' }] },
        }}
        pageSizeOptions={[25, 50, 100]}
      />
    </HtmlFirstGrid>
  );
}
