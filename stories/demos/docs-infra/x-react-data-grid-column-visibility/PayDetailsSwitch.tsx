import { useState } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef, type GridColumnVisibilityModel } from '@mui/x-data-grid';
import { HtmlFirstGrid } from '../../../../src/components/dataGrid/HtmlFirstGrid';
import { createEmployees, type Employee } from '../../../gridData/employees';
import { formatDay, formatDollars } from '../../../gridData/format';

const rows = createEmployees(40, 4);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', minWidth: 160, flex: 1 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'office', headerName: 'Office', width: 110 },
  { field: 'startDate', headerName: 'Started', type: 'date', width: 120, valueFormatter: formatDay },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 110, valueFormatter: formatDollars },
];

const PAY_DETAILS = ['startDate', 'salary'];
const modelFor = (showPay: boolean): GridColumnVisibilityModel => Object.fromEntries(PAY_DETAILS.map((field) => [field, showPay]));

/** Visibility owned by the page: one switch shows or hides the pay columns, and the grid offers no column picker. */
export default function PayDetailsSwitch() {
  const [model, setModel] = useState<GridColumnVisibilityModel>(() => modelFor(false));
  const showPay = model.salary !== false;
  return (
    <Stack spacing={1}>
      <FormControlLabel control={<Switch checked={showPay} onChange={(event) => setModel(modelFor(event.target.checked))} />} label="Show pay details" />
      <HtmlFirstGrid rows={rows} columns={columns.filter((column) => model[column.field] !== false)} label="Payroll overview" height={400}>
        <DataGrid
          aria-label="Payroll overview"
          rows={rows}
          columns={columns}
          columnVisibilityModel={model}
          onColumnVisibilityModelChange={setModel}
          disableColumnSelector
          initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
          pageSizeOptions={[10]}
        />
      </HtmlFirstGrid>
    </Stack>
  );
}
