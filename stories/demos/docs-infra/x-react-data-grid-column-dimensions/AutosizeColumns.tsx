import { useState } from 'react';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';
import { HtmlFirstGrid } from '../../../../src/components/dataGrid/HtmlFirstGrid';
import { createEmployees, type Employee } from '../../../gridData/employees';
import { formatDay } from '../../../gridData/format';

const rows = createEmployees(40, 3);

// No widths: every column starts at the default 100 px, too narrow for the emails and roles.
const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name' },
  { field: 'email', headerName: 'Email' },
  { field: 'role', headerName: 'Role' },
  { field: 'startDate', headerName: 'Started', type: 'date', valueFormatter: formatDay },
  { field: 'remote', headerName: 'Remote', type: 'boolean' },
];

/** A button that sizes every column to its content with apiRef.current.autosizeColumns. */
export default function AutosizeColumns() {
  const apiRef = useGridApiRef();
  const [includeHeaders, setIncludeHeaders] = useState(true);
  const fit = () => void apiRef.current?.autosizeColumns({ includeHeaders, includeOutliers: true });
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={fit}>
          Fit columns to content
        </Button>
        <FormControlLabel control={<Switch checked={includeHeaders} onChange={(event) => setIncludeHeaders(event.target.checked)} />} label="Count the header titles" />
      </Stack>
      <HtmlFirstGrid rows={rows} columns={columns} label="New starters" height={380}>
        <DataGrid
          aria-label="New starters"
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          autosizeOptions={{ includeHeaders, includeOutliers: true }}
          initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
          pageSizeOptions={[10]}
        />
      </HtmlFirstGrid>
    </Stack>
  );
}
