import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';
import { HtmlFirstGrid } from '../../../../src/components/dataGrid/HtmlFirstGrid';
import { createFlightBookings, type FlightBooking } from '../../../gridData/flightBookings';

const rows = createFlightBookings(40);

const columns: GridColDef<FlightBooking>[] = [
  { field: 'traveller', headerName: 'Traveller', width: 180 },
  { field: 'tier', headerName: 'Tier', width: 110 },
  { field: 'outboundDate', headerName: 'Out', width: 150 },
  { field: 'outboundRoute', headerName: 'Outbound', width: 200 },
  { field: 'returnDate', headerName: 'Back', width: 150 },
  { field: 'returnRoute', headerName: 'Return', width: 200 },
  { field: 'fare', headerName: 'Fare', type: 'number', width: 140, valueFormatter: (value: number) => `${value} €` },
];

/** Column pinning, a Pro feature: the traveller stays on the left while the flights scroll sideways. */
export default function PinnedTravellerGrid() {
  return (
    <HtmlFirstGrid rows={rows} columns={columns} label="Flight bookings" height={360}>
      <DataGridPro
        aria-label="Flight bookings"
        rows={rows}
        columns={columns}
        initialState={{ pinnedColumns: { left: ['traveller'] } }}
        hideFooter
      />
    </HtmlFirstGrid>
  );
}
