import { useCallback, useMemo, useState } from 'react';
import EventBusyOutlined from '@mui/icons-material/EventBusyOutlined';
import { DataGrid, GridActionsCellItem, type GridColDef, type GridRowId } from '@mui/x-data-grid';
import { HtmlFirstGrid } from '../../../../src/components/dataGrid/HtmlFirstGrid';
import { CABINS, createBookings, type Booking } from '../../../gridData/bookings';
import { formatDay, formatDayAndTime, formatDollars } from '../../../gridData/format';

const initialRows = createBookings(24);

/** Columns without the actions column, which needs the component's state (shared with the HTML table). */
const dataColumns: GridColDef<Booking>[] = [
  { field: 'traveller', headerName: 'Traveller', minWidth: 150, flex: 1 },
  { field: 'destination', headerName: 'Destination', width: 130 },
  { field: 'bookedOn', headerName: 'Booked on', type: 'date', width: 120, valueFormatter: formatDay },
  { field: 'departure', headerName: 'Departure', type: 'dateTime', width: 150, valueFormatter: formatDayAndTime },
  { field: 'nights', headerName: 'Nights', type: 'number', width: 90 },
  { field: 'cabin', headerName: 'Cabin', type: 'singleSelect', valueOptions: [...CABINS], width: 150 },
  { field: 'refundable', headerName: 'Refundable', type: 'boolean', width: 110 },
  { field: 'price', headerName: 'Price', type: 'number', width: 100, valueFormatter: formatDollars },
];

/** Trips of a travel agency, one column of each built-in type; the last column cancels a booking. */
export default function TripColumnTypes() {
  const [rows, setRows] = useState(initialRows);
  const cancel = useCallback((id: GridRowId) => setRows((current) => current.filter((row) => row.id !== id)), []);
  const columns = useMemo<GridColDef<Booking>[]>(
    () => [
      ...dataColumns,
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Cancel',
        width: 80,
        getActions: ({ id, row }) => [
          <GridActionsCellItem key="cancel" icon={<EventBusyOutlined />} label={`Cancel the trip of ${row.traveller} to ${row.destination}`} onClick={() => cancel(id)} />,
        ],
      },
    ],
    [cancel],
  );
  return (
    <HtmlFirstGrid rows={rows} columns={dataColumns} label="Trip bookings" height={420}>
      <DataGrid
        aria-label="Trip bookings"
        rows={rows}
        columns={columns}
        initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
        pageSizeOptions={[10]}
      />
    </HtmlFirstGrid>
  );
}
