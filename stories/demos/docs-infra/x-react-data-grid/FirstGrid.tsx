import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { HtmlFirstGrid } from '../../../../src/components/dataGrid/HtmlFirstGrid';

interface Trip {
  id: number;
  traveller: string;
  destination: string;
  nights: number;
}

const rows: Trip[] = [
  { id: 1, traveller: 'Amara Okafor', destination: 'Lisbon', nights: 3 },
  { id: 2, traveller: 'Jonas Berg', destination: 'Singapore', nights: 6 },
  { id: 3, traveller: 'Keiko Tanaka', destination: 'Toronto', nights: 2 },
  { id: 4, traveller: 'Luca Rossi', destination: 'Nairobi', nights: 4 },
];

const columns: GridColDef<Trip>[] = [
  { field: 'traveller', headerName: 'Traveller', flex: 1, minWidth: 150 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 130 },
  { field: 'nights', headerName: 'Nights', type: 'number', width: 100 },
];

/** The smallest useful grid: four business trips, three columns, nothing else configured. */
export default function FirstGrid() {
  return (
    <HtmlFirstGrid rows={rows} columns={columns} label="Business trips" height={330}>
      <DataGrid aria-label="Business trips" rows={rows} columns={columns} />
    </HtmlFirstGrid>
  );
}
