import { useState } from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, type GridColDef, type GridDensity } from '@mui/x-data-grid';
import { HtmlFirstGrid } from '../../../../src/components/dataGrid/HtmlFirstGrid';
import { createEmployees, type Employee } from '../../../gridData/employees';

const rows = createEmployees(30);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'office', headerName: 'Office', width: 110 },
];

/** A 44 px base row height, scaled by the density the reader picks: 30, 44 or 57 px. */
export default function DensityRows() {
  const [density, setDensity] = useState<GridDensity>('standard');
  return (
    <>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={density}
        onChange={(_, value: GridDensity | null) => value && setDensity(value)}
        aria-label="Density"
        sx={{ mb: 1 }}
      >
        <ToggleButton value="compact">Compact</ToggleButton>
        <ToggleButton value="standard">Standard</ToggleButton>
        <ToggleButton value="comfortable">Comfortable</ToggleButton>
      </ToggleButtonGroup>
      <HtmlFirstGrid rows={rows} columns={columns} label="Team list" height={360}>
        <DataGrid aria-label="Team list" rows={rows} columns={columns} rowHeight={44} density={density} onDensityChange={setDensity} hideFooter />
      </HtmlFirstGrid>
    </>
  );
}
