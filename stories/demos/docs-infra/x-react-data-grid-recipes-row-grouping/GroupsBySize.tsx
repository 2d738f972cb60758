import { DataGridPremium, GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD, type GridColDef } from '@mui/x-data-grid-premium';
import { HtmlFirstGrid } from '../../../../src/components/dataGrid/HtmlFirstGrid';
import { createEmployees, type Employee } from '../../../gridData/employees';
import { formatDollars } from '../../../gridData/format';

const rows = createEmployees(40, 13);

/** People per department, counted once: the grouping column sorts the groups by it. */
const headcount = rows.reduce<Record<string, number>>((counts, row) => ({ ...counts, [row.department]: (counts[row.department] ?? 0) + 1 }), {});

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'role', headerName: 'Role', width: 200 },
  // Group rows have no salary of their own (no aggregation here): the formatter gets `undefined` for them.
  { field: 'salary', headerName: 'Salary', type: 'number', width: 120, valueFormatter: formatDollars },
];

/** Departments ordered by headcount (largest first), and the people of each by salary (highest first). */
export default function GroupsBySize() {
  return (
    <HtmlFirstGrid rows={rows} columns={columns} label="Departments by headcount" height={400}>
      <DataGridPremium
        aria-label="Departments by headcount"
        rows={rows}
        columns={columns}
        initialState={{
          rowGrouping: { model: ['department'] },
          columns: { columnVisibilityModel: { department: false } },
          sorting: {
            sortModel: [
              { field: GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD, sort: 'desc' },
              // Group rows have no salary of their own (no aggregation here): the formatter gets `undefined` for them.
  { field: 'salary', sort: 'desc' },
            ],
          },
        }}
        groupingColDef={{
          headerName: 'Department',
          minWidth: 200,
          // Group rows compare by their size; leaves have no key here and keep the salary order.
          sortComparator: (a: string | undefined, b: string | undefined) => (headcount[a ?? ''] ?? 0) - (headcount[b ?? ''] ?? 0),
        }}
        defaultGroupingExpansionDepth={1}
        hideFooter
      />
    </HtmlFirstGrid>
  );
}
