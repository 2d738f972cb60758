import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { HtmlFirstGrid } from '../../../../src/components/dataGrid/HtmlFirstGrid';
import { createBookings, type Booking } from '../../../gridData/bookings';
import { formatDollars } from '../../../gridData/format';

const rows = createBookings(30, 17);

const columns: GridColDef<Booking>[] = [
  { field: 'traveller', headerName: 'Traveller', minWidth: 150, flex: 1 },
  { field: 'destination', headerName: 'Destination', width: 140 },
  { field: 'nights', headerName: 'Nights', type: 'number', width: 100 },
  { field: 'price', headerName: 'Price', type: 'number', width: 110, valueFormatter: formatDollars },
];

/** The default menu, adjusted through slotProps.columnMenu: Filter comes first, hiding is not offered. */
export default function TrimmedColumnMenu() {
  return (
    <HtmlFirstGrid rows={rows} columns={columns} label="Bookings to confirm" height={400}>
      <DataGrid
        aria-label="Bookings to confirm"
        rows={rows}
        columns={columns}
        slotProps={{
          columnMenu: {
            slots: { columnMenuColumnsItem: null },
            slotProps: { columnMenuFilterItem: { displayOrder: 0 } },
          },
        }}
        initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
        pageSizeOptions={[10]}
      />
    </HtmlFirstGrid>
  );
}
