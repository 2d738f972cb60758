import { useCallback, useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { DataGrid, useGridApiRef, type GridColDef, type GridRowId } from '@mui/x-data-grid';
import { HtmlFirstGrid } from '../../../../src/components/dataGrid/HtmlFirstGrid';
import { CLAIM_STATUSES, createExpenseClaims, formatUsd, type ExpenseClaim } from '../../../gridData/expenseClaims';

const initialRows = createExpenseClaims(10, 73);

const columns: GridColDef<ExpenseClaim>[] = [
  { field: 'employee', headerName: 'Employee', width: 140 },
  { field: 'description', headerName: 'Description', flex: 1, minWidth: 200, editable: true },
  { field: 'amount', headerName: 'Amount', type: 'number', width: 120, editable: true, valueFormatter: (value: number) => formatUsd(value) },
  { field: 'status', headerName: 'Status', type: 'singleSelect', valueOptions: [...CLAIM_STATUSES], width: 120, editable: true },
];

/**
 * An approval queue edited freely and saved in one go: each edit is kept aside (and its row tinted) until
 * "Save" commits the whole batch or "Discard" puts the saved rows back.
 */
export default function BulkSaveEditing() {
  const apiRef = useGridApiRef();
  const [savedRows, setSavedRows] = useState(initialRows);
  const [pending, setPending] = useState<ReadonlyMap<GridRowId, ExpenseClaim>>(new Map());
  const [message, setMessage] = useState('No unsaved changes.');

  const processRowUpdate = useCallback((newRow: ExpenseClaim) => {
    setPending((current) => new Map(current).set(newRow.id, newRow));
    return newRow;
  }, []);

  const save = () => {
    setSavedRows((rows) => rows.map((row) => pending.get(row.id) ?? row));
    setMessage(`Saved ${pending.size} ${pending.size === 1 ? 'claim' : 'claims'}.`);
    setPending(new Map());
  };

  const discard = () => {
    apiRef.current?.setRows(savedRows);
    setMessage(`Discarded ${pending.size} unsaved ${pending.size === 1 ? 'change' : 'changes'}.`);
    setPending(new Map());
  };

  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Button variant="contained" disabled={pending.size === 0} onClick={save}>
          Save {pending.size > 0 ? `${pending.size} ${pending.size === 1 ? 'change' : 'changes'}` : 'changes'}
        </Button>
        <Button variant="outlined" disabled={pending.size === 0} onClick={discard}>
          Discard
        </Button>
        <Typography variant="body2" role="status">
          {pending.size > 0 ? `${pending.size} unsaved ${pending.size === 1 ? 'row' : 'rows'}.` : message}
        </Typography>
      </Stack>
      <HtmlFirstGrid rows={savedRows} columns={columns} label="Claims to approve" height={360}>
        <DataGrid
          aria-label="Claims to approve"
          apiRef={apiRef}
          rows={savedRows}
          columns={columns}
          processRowUpdate={processRowUpdate}
          getRowClassName={(params) => (pending.has(params.id) ? 'claim--unsaved' : '')}
          sx={{ '& .claim--unsaved': { bgcolor: (theme) => alpha(theme.palette.warning.main, 0.14) } }}
          hideFooter
        />
      </HtmlFirstGrid>
    </Stack>
  );
}
