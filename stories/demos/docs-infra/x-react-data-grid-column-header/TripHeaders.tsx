import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { HtmlFirstGrid } from '../../../../src/components/dataGrid/HtmlFirstGrid';
import { CABINS, createBookings, type Booking } from '../../../gridData/bookings';
import { formatDayAndTime, formatDollars } from '../../../gridData/format';

const rows = createBookings(30, 21);

const columns: GridColDef<Booking>[] = [
  { field: 'traveller', headerName: 'Traveller', minWidth: 150, flex: 1 },
  { field: 'destination', headerName: 'Destination', width: 130 },
  {
    field: 'departure',
    headerName: 'Departs (UTC)',
    description: 'Departure time of the outbound flight, in Coordinated Universal Time.',
    type: 'dateTime',
    width: 150,
    valueFormatter: formatDayAndTime,
  },
  {
    field: 'nights',
    headerName: 'Nights',
    description: 'Nights booked at the destination.',
    type: 'number',
    headerAlign: 'center',
    align: 'center',
    width: 90,
  },
  { field: 'cabin', headerName: 'Cabin', type: 'singleSelect', valueOptions: [...CABINS], width: 150 },
  {
    field: 'refundable',
    headerName: 'Refundable',
    description: 'Can be cancelled for a full refund up to 48 hours before departure.',
    type: 'boolean',
    width: 120,
  },
  { field: 'price', headerName: 'Price', type: 'number', width: 110, headerClassName: 'trip-header--money', valueFormatter: formatDollars },
];

/** Headers with a description in a tooltip, centred alignment and a class of their own. */
export default function TripHeaders() {
  return (
    <HtmlFirstGrid rows={rows} columns={columns} label="Upcoming departures" height={400}>
      <DataGrid
        aria-label="Upcoming departures"
        rows={rows}
        columns={columns}
        initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
        pageSizeOptions={[10]}
        sx={{ '& .trip-header--money': { backgroundColor: 'action.selected' } }}
      />
    </HtmlFirstGrid>
  );
}
