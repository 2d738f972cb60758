import { useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridEventListener } from '@mui/x-data-grid';
import { HtmlFirstGrid } from '../../../../src/components/dataGrid/HtmlFirstGrid';
import { createEmployees, type Employee } from '../../../gridData/employees';
import { formatDollars } from '../../../gridData/format';

const rows = createEmployees(40);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
  { field: 'role', headerName: 'Role', flex: 2, minWidth: 180, maxWidth: 320 },
  { field: 'department', headerName: 'Department', width: 130, resizable: false },
  { field: 'office', headerName: 'Office', width: 110, minWidth: 80 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 110, valueFormatter: formatDollars },
];

/** Fixed and flexible columns side by side; the line under the grid reports the last width a person set. */
export default function FlexibleWidths() {
  const [lastChange, setLastChange] = useState('Drag a column border, or double-click it to fit the content.');
  const onColumnWidthChange: GridEventListener<'columnWidthChange'> = ({ colDef, width }) =>
    setLastChange(`${colDef.headerName ?? colDef.field} is now ${Math.round(width)} px wide.`);
  return (
    <Stack spacing={1}>
      <HtmlFirstGrid rows={rows} columns={columns} label="Team members" height={380}>
        <DataGrid
          aria-label="Team members"
          rows={rows}
          columns={columns}
          onColumnWidthChange={onColumnWidthChange}
          initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
          pageSizeOptions={[10]}
        />
      </HtmlFirstGrid>
      <Typography variant="body2" role="status">
        {lastChange}
      </Typography>
    </Stack>
  );
}
