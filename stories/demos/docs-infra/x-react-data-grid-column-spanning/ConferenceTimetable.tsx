import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { HtmlFirstGrid } from '../../../../src/components/dataGrid/HtmlFirstGrid';
import { conferenceDay, type ConferenceSlot } from '../../../gridData/conferenceSessions';

const rows = conferenceDay;

const columns: GridColDef<ConferenceSlot>[] = [
  { field: 'time', headerName: 'Time', width: 90 },
  {
    field: 'hall',
    headerName: 'Main hall',
    width: 240,
    // The keynote, lunch and the closing panel happen in every room: one cell across all three.
    colSpan: (_value, row) => (row.allRooms ? 3 : undefined),
    cellClassName: (params) => (params.row.allRooms ? 'all-rooms' : ''),
  },
  { field: 'studio', headerName: 'Studio', width: 240 },
  { field: 'lab', headerName: 'Lab', width: 240 },
];

/** A conference day: three rooms side by side, and the sessions everybody attends spanning all of them. */
export default function ConferenceTimetable() {
  return (
    <HtmlFirstGrid rows={rows} columns={columns} label="Conference timetable" height={400}>
      <DataGrid
        aria-label="Conference timetable"
        rows={rows}
        columns={columns}
        disableColumnSorting
        disableColumnFilter
        hideFooter
        getRowHeight={() => 'auto'}
        sx={{
          '& .MuiDataGrid-cell': { py: 1, whiteSpace: 'normal', lineHeight: 1.4 },
          '& .all-rooms': { bgcolor: 'action.hover', fontWeight: 'fontWeightMedium' },
        }}
      />
    </HtmlFirstGrid>
  );
}
