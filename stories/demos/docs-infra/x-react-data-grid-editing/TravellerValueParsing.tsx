import { useCallback, useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { HtmlFirstGrid } from '../../../../src/components/dataGrid/HtmlFirstGrid';

interface Traveller {
  id: number;
  firstName: string;
  lastName: string;
  costCentre: string;
  destination: string;
}

const rows: Traveller[] = [
  { id: 1, firstName: 'Hana', lastName: 'Ivanova', costCentre: 'ENG-204', destination: 'Berlin' },
  { id: 2, firstName: 'Tariq', lastName: 'Haddad', costCentre: 'SAL-110', destination: 'Toronto' },
  { id: 3, firstName: 'Uma', lastName: 'Novak', costCentre: 'DES-031', destination: 'Lisbon' },
  { id: 4, firstName: 'Viktor', lastName: 'Jensen', costCentre: 'FIN-087', destination: 'Singapore' },
  { id: 5, firstName: 'Zeno', lastName: 'Garcia', costCentre: 'ENG-204', destination: 'Nairobi' },
];

const columns: GridColDef<Traveller>[] = [
  {
    field: 'fullName',
    headerName: 'Traveller',
    flex: 1,
    minWidth: 170,
    editable: true,
    // One cell shows two fields of the row …
    valueGetter: (_value, row) => `${row.firstName} ${row.lastName}`,
    // … and an edit writes both: the first word is the first name, the rest the last name.
    valueSetter: (value: string, row) => {
      const [firstName = '', ...rest] = value.trim().split(/\s+/);
      return { ...row, firstName, lastName: rest.join(' ') };
    },
  },
  {
    field: 'costCentre',
    headerName: 'Cost centre',
    width: 130,
    editable: true,
    // Typed "eng-204 " is stored as "ENG-204".
    valueParser: (value: string | undefined) => (value ?? '').trim().toUpperCase(),
  },
  { field: 'destination', headerName: 'Destination', width: 130 },
];

/** A trip roster where an edited cell is reshaped before it is stored (valueSetter, valueParser). */
export default function TravellerValueParsing() {
  const [stored, setStored] = useState<Traveller | null>(null);
  const processRowUpdate = useCallback((newRow: Traveller) => {
    setStored(newRow);
    return newRow;
  }, []);

  return (
    <Stack spacing={1.5}>
      <HtmlFirstGrid rows={rows} columns={columns} label="Trip roster" height={300}>
        <DataGrid aria-label="Trip roster" rows={rows} columns={columns} processRowUpdate={processRowUpdate} hideFooter />
      </HtmlFirstGrid>
      <Typography variant="body2" role="status">
        {stored
          ? `Stored row ${stored.id}: first name "${stored.firstName}", last name "${stored.lastName}", cost centre "${stored.costCentre}".`
          : 'Edit a name or a cost centre to see what the row stores.'}
      </Typography>
    </Stack>
  );
}
