import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, GRID_REORDER_COL_DEF, type GridColDef, type GridSortModel } from '@mui/x-data-grid-pro';
import { HtmlFirstGrid } from '../../../../src/components/dataGrid/HtmlFirstGrid';
import { itinerary, type ItineraryStop } from '../../../gridData/itinerary';

const stopColumns: GridColDef<ItineraryStop>[] = [
  { field: 'city', headerName: 'City', flex: 1, minWidth: 120 },
  { field: 'country', headerName: 'Country', width: 120 },
  { field: 'nights', headerName: 'Nights', type: 'number', width: 90 },
];
const columns: GridColDef<ItineraryStop>[] = [
  ...stopColumns,
  // Listed in `columns`, the handle column keeps this place and header instead of coming first.
  { ...GRID_REORDER_COL_DEF, headerName: 'Move', renderHeader: undefined, width: 70 },
];

/** Handles at the end of the row; sorting the grid turns dragging off until the sort is cleared. */
export default function SortedStops() {
  const [sortModel, setSortModel] = useState<GridSortModel>([]);
  const sorted = sortModel.length > 0;
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2" aria-live="polite">
          {sorted ? `Sorted by ${sortModel[0]!.field}: dragging is off` : 'Drag a stop by its handle to move it'}
        </Typography>
        <Button size="small" variant="outlined" disabled={!sorted} onClick={() => setSortModel([])}>
          Clear sorting
        </Button>
      </Stack>
      <HtmlFirstGrid rows={itinerary} columns={stopColumns} label="Stops, sortable" height={380}>
        <DataGridPro aria-label="Stops, sortable" rows={itinerary} columns={columns} rowReordering sortModel={sortModel} onSortModelChange={setSortModel} hideFooter />
      </HtmlFirstGrid>
    </Stack>
  );
}
