import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { HtmlFirstGrid } from '../../../../src/components/dataGrid/HtmlFirstGrid';
import { createEmployees, type Employee } from '../../../gridData/employees';

const rows = createEmployees(40, 19);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'office', headerName: 'Office', width: 110 },
];

/** `autoPageSize`: the page holds as many rows as fit in the 380 px box, so the body never scrolls. */
export default function AutoPageSizeGrid() {
  return (
    <HtmlFirstGrid rows={rows} columns={columns} label="On-call rota" height={380}>
      <DataGrid aria-label="On-call rota" rows={rows} columns={columns} autoPageSize />
    </HtmlFirstGrid>
  );
}
