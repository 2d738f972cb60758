import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { HtmlFirstGrid } from '../../../../src/components/dataGrid/HtmlFirstGrid';
import { createEmployees, type Employee } from '../../../gridData/employees';
import { OFFICE_REGIONS } from '../../../gridData/officeRegions';

const rows = createEmployees(40, 13);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
  {
    field: 'office',
    headerName: 'Office',
    width: 120,
    // The cells show the city; grouping by this column groups by the city's region.
    groupingValueGetter: (value: string) => OFFICE_REGIONS[value] ?? 'Other',
  },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'role', headerName: 'Role', width: 200 },
];

/** People grouped by region, a value derived from their office, while the office column still shows the city. */
export default function GroupByRegion() {
  return (
    <HtmlFirstGrid rows={rows} columns={columns} label="Team by region" height={400}>
      <DataGridPremium
        aria-label="Team by region"
        rows={rows}
        columns={columns}
        initialState={{ rowGrouping: { model: ['office'] } }}
        defaultGroupingExpansionDepth={1}
        groupingColDef={{ headerName: 'Region', minWidth: 180 }}
        hideFooter
      />
    </HtmlFirstGrid>
  );
}
