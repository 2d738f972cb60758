import { useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { DataGridPro, GRID_REORDER_COL_DEF, type GridColDef, type GridRowOrderChangeParams } from '@mui/x-data-grid-pro';
import { HtmlFirstGrid } from '../../../../src/components/dataGrid/HtmlFirstGrid';
import { itinerary, type ItineraryStop } from '../../../gridData/itinerary';

/** `__reorder__` is the text the drag handle column shows for a row while it is dragged (default: the id). */
type StopRow = ItineraryStop & { __reorder__: string };

const rows: StopRow[] = itinerary.map((stop) => ({ ...stop, __reorder__: stop.city }));

const stopColumns: GridColDef<StopRow>[] = [
  { field: 'city', headerName: 'City', flex: 1, minWidth: 120 },
  { field: 'country', headerName: 'Country', width: 120 },
  { field: 'nights', headerName: 'Nights', type: 'number', width: 90 },
  { field: 'stay', headerName: 'Stay', flex: 1, minWidth: 180 },
];
// MUI's handle column has a blank header (a table header with no text); this one names it for screen readers.
const columns: GridColDef<StopRow>[] = [
  {
    ...GRID_REORDER_COL_DEF,
    renderHeader: () => (
      <Box component="span" sx={visuallyHidden}>
        Drag handle
      </Box>
    ),
  },
  ...stopColumns,
];

/** Moves one item of a list from one index to another (what the grid did to its rows). */
function move<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

/** A rail trip's stops: drag a row by its handle to change the route; the summary follows the grid. */
export default function TripStops() {
  const [route, setRoute] = useState(() => itinerary.map((stop) => stop.city));
  const handleRowOrderChange = ({ oldIndex, targetIndex }: GridRowOrderChangeParams) => {
    setRoute((current) => move(current, oldIndex, targetIndex));
  };
  return (
    <>
      <Typography variant="body2" sx={{ mb: 1 }} aria-live="polite" data-testid="route">
        Route: {route.join(' → ')}
      </Typography>
      <HtmlFirstGrid rows={rows} columns={stopColumns} label="Trip stops" height={380}>
        <DataGridPro aria-label="Trip stops" rows={rows} columns={columns} rowReordering onRowOrderChange={handleRowOrderChange} hideFooter />
      </HtmlFirstGrid>
    </>
  );
}
