import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGridPremium,
  GRID_ROOT_GROUP_ID,
  gridRowTreeSelector,
  useGridApiRef,
  type GridColDef,
} from '@mui/x-data-grid-premium';
import { HtmlFirstGrid } from '../../../../src/components/dataGrid/HtmlFirstGrid';
import { createEmployees, type Employee } from '../../../gridData/employees';

const rows = createEmployees(40, 13);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'role', headerName: 'Role', width: 200 },
  { field: 'office', headerName: 'Office', width: 110 },
];

/** Departments, then roles: two buttons open or close every group at every depth at once. */
export default function ExpandAllGroups() {
  const apiRef = useGridApiRef();

  const setEveryGroupExpanded = (expanded: boolean) => {
    const api = apiRef.current;
    if (!api) return;
    for (const node of Object.values(gridRowTreeSelector(apiRef))) {
      if (node.type === 'group' && node.id !== GRID_ROOT_GROUP_ID) api.setRowChildrenExpansion(node.id, expanded);
    }
  };

  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" onClick={() => setEveryGroupExpanded(true)}>
          Expand all
        </Button>
        <Button variant="outlined" onClick={() => setEveryGroupExpanded(false)}>
          Collapse all
        </Button>
      </Stack>
      <HtmlFirstGrid rows={rows} columns={columns} label="Team by department and role" height={400}>
        <DataGridPremium
          aria-label="Team by department and role"
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          initialState={{
            rowGrouping: { model: ['department', 'role'] },
            columns: { columnVisibilityModel: { department: false, role: false } },
          }}
          groupingColDef={{ headerName: 'Department / role', minWidth: 240 }}
          hideFooter
        />
      </HtmlFirstGrid>
    </Stack>
  );
}
