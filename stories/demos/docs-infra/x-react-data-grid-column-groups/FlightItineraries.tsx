import Box from '@mui/material/Box';
import FlightTakeoffIcon from '@mui/icons-material/FlightTakeoff';
import { DataGrid, type GridColDef, type GridColumnGroupingModel } from '@mui/x-data-grid';
import { HtmlFirstGrid } from '../../../../src/components/dataGrid/HtmlFirstGrid';
import { createFlightBookings, type FlightBooking } from '../../../gridData/flightBookings';

const rows = createFlightBookings(24);

const columns: GridColDef<FlightBooking>[] = [
  { field: 'traveller', headerName: 'Name', width: 160 },
  { field: 'tier', headerName: 'Tier', width: 90 },
  { field: 'outboundDate', headerName: 'Date', width: 120 },
  { field: 'outboundRoute', headerName: 'Route', width: 130 },
  { field: 'returnDate', headerName: 'Date', width: 120 },
  { field: 'returnRoute', headerName: 'Route', width: 130 },
  {
    field: 'fare',
    headerName: 'Fare',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => `$${value.toLocaleString('en-US')}`,
  },
];

const columnGroupingModel: GridColumnGroupingModel = [
  {
    groupId: 'traveller',
    headerName: 'Traveller',
    headerClassName: 'traveller-group',
    children: [{ field: 'traveller' }, { field: 'tier' }],
  },
  {
    groupId: 'itinerary',
    headerName: 'Itinerary',
    renderHeaderGroup: (params) => (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <FlightTakeoffIcon fontSize="small" aria-hidden />
        <span>{params.headerName}</span>
      </Box>
    ),
    children: [
      { groupId: 'outbound', headerName: 'Outbound', children: [{ field: 'outboundDate' }, { field: 'outboundRoute' }] },
      {
        groupId: 'return',
        headerName: 'Return',
        description: 'The flight home; dates in the local time of departure',
        children: [{ field: 'returnDate' }, { field: 'returnRoute' }],
      },
    ],
  },
];

/** Flight bookings with two header rows of groups: Traveller, and Itinerary split into Outbound and Return. */
export default function FlightItineraries() {
  return (
    <HtmlFirstGrid rows={rows} columns={columns} label="Flight bookings" height={440}>
      <DataGrid
        aria-label="Flight bookings"
        rows={rows}
        columns={columns}
        columnGroupingModel={columnGroupingModel}
        density="compact"
        initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
        pageSizeOptions={[10, 25]}
        sx={{ '& .traveller-group': { bgcolor: 'action.selected' } }}
      />
    </HtmlFirstGrid>
  );
}
