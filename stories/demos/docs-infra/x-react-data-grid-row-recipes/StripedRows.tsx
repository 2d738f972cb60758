import { DataGrid, type GridColDef, type GridRowClassNameParams } from '@mui/x-data-grid';
import { HtmlFirstGrid } from '../../../../src/components/dataGrid/HtmlFirstGrid';
import { createEmployees, type Employee } from '../../../gridData/employees';

const rows = createEmployees(40, 19);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
  { field: 'role', headerName: 'Role', flex: 1, minWidth: 180 },
  { field: 'office', headerName: 'Office', width: 110 },
];

// By position on the page, not by id: the stripes keep alternating after a sort or a filter.
const getRowClassName = ({ indexRelativeToCurrentPage }: GridRowClassNameParams<Employee>) =>
  indexRelativeToCurrentPage % 2 === 0 ? 'stripe-even' : 'stripe-odd';

/** Every other row tinted, so the eye can follow a wide row across the table. */
export default function StripedRows() {
  return (
    <HtmlFirstGrid rows={rows} columns={columns} label="Striped team list" height={400}>
      <DataGrid
        aria-label="Striped team list"
        rows={rows}
        columns={columns}
        getRowClassName={getRowClassName}
        initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
        pageSizeOptions={[10, 20]}
        sx={{ '& .stripe-odd': { bgcolor: 'action.hover' } }}
      />
    </HtmlFirstGrid>
  );
}
