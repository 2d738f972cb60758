import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { HtmlFirstGrid } from '../../../../src/components/dataGrid/HtmlFirstGrid';
import { createEmployees, type Employee } from '../../../gridData/employees';
import { formatDollars } from '../../../gridData/format';

const rows = createEmployees(50, 13);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', minWidth: 160, flex: 1 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'office', headerName: 'Office', width: 120 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 120, valueFormatter: formatDollars },
  // A yes/no flag needs no menu: sorting it by a click on the header is enough.
  { field: 'remote', headerName: 'Remote', type: 'boolean', width: 100, disableColumnMenu: true },
];

/** The built-in column menu: sort, filter, hide and manage columns; the Remote column has none. */
export default function DefaultColumnMenu() {
  return (
    <HtmlFirstGrid rows={rows} columns={columns} label="Office headcount" height={400}>
      <DataGrid
        aria-label="Office headcount"
        rows={rows}
        columns={columns}
        initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
        pageSizeOptions={[10]}
      />
    </HtmlFirstGrid>
  );
}
