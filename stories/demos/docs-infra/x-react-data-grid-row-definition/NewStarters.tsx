import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { HtmlFirstGrid } from '../../../../src/components/dataGrid/HtmlFirstGrid';
import { createEmployees, type Employee } from '../../../gridData/employees';

type Member = Pick<Employee, 'id' | 'name' | 'department' | 'office'>;

const team: Member[] = createEmployees(8, 5).map(({ id, name, department, office }) => ({ id, name, department, office }));

/** People joining next month, added one at a time; their ids continue after the team's. */
const starters: readonly Member[] = [
  { id: 9, name: 'Lucía Herrera', department: 'Design', office: 'Lisbon' },
  { id: 10, name: 'Jomo Kariuki', department: 'Engineering', office: 'Nairobi' },
  { id: 11, name: 'Hannah Weiss', department: 'Finance', office: 'Berlin' },
];

const columns: GridColDef<Member>[] = [
  { field: 'id', headerName: 'ID', type: 'number', width: 70 },
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 170 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'office', headerName: 'Office', width: 110 },
];

/** A team list that grows and shrinks: each change hands the grid a new `rows` array. */
export default function NewStarters() {
  const [rows, setRows] = useState<Member[]>(team);
  const next = starters.find((starter) => !rows.some((row) => row.id === starter.id));
  const lastAdded = [...starters].reverse().find((starter) => rows.some((row) => row.id === starter.id));

  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button variant="contained" size="small" disabled={!next} onClick={() => next && setRows((current) => [...current, next])}>
          Add new starter
        </Button>
        <Button
          variant="outlined"
          size="small"
          disabled={!lastAdded}
          onClick={() => lastAdded && setRows((current) => current.filter((row) => row.id !== lastAdded.id))}
        >
          Remove last starter
        </Button>
      </Stack>
      <HtmlFirstGrid rows={team} columns={columns} label="Team members" height={380}>
        <DataGrid
          aria-label="Team members"
          rows={rows}
          columns={columns}
          initialState={{
            pagination: { paginationModel: { pageSize: 5 } },
            sorting: { sortModel: [{ field: 'id', sort: 'desc' }] },
          }}
          pageSizeOptions={[5, 10]}
        />
      </HtmlFirstGrid>
    </Stack>
  );
}
