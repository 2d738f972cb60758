import { useCallback, useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { HtmlFirstGrid } from '../../../../src/components/dataGrid/HtmlFirstGrid';
import { CLAIM_STATUSES, EXPENSE_CATEGORIES, createExpenseClaims, formatUsd, type ExpenseClaim } from '../../../gridData/expenseClaims';

const rows = createExpenseClaims(10, 31);

const columns: GridColDef<ExpenseClaim>[] = [
  { field: 'description', headerName: 'Description', flex: 1, minWidth: 200, editable: true },
  { field: 'category', headerName: 'Category', type: 'singleSelect', valueOptions: [...EXPENSE_CATEGORIES], width: 120, editable: true },
  { field: 'amount', headerName: 'Amount', type: 'number', width: 120, editable: true, valueFormatter: (value: number) => formatUsd(value) },
  { field: 'date', headerName: 'Date', type: 'date', width: 120, editable: true },
  { field: 'status', headerName: 'Status', type: 'singleSelect', valueOptions: [...CLAIM_STATUSES], width: 120, editable: true },
];

/** Row editing: the whole claim opens at once, and one save writes every changed field together. */
export default function ClaimRowEditing() {
  const [lastSave, setLastSave] = useState('No row saved yet.');

  const processRowUpdate = useCallback((newRow: ExpenseClaim, oldRow: ExpenseClaim) => {
    const changed = columns.filter(({ field }) => String(newRow[field as keyof ExpenseClaim]) !== String(oldRow[field as keyof ExpenseClaim]));
    setLastSave(`Claim ${newRow.id} saved, ${changed.length} ${changed.length === 1 ? 'field' : 'fields'} changed: ${changed.map((c) => c.headerName).join(', ') || 'none'}.`);
    return newRow;
  }, []);

  return (
    <Stack spacing={1.5}>
      <HtmlFirstGrid rows={rows} columns={columns} label="Expense claims, row editing" height={360}>
        <DataGrid aria-label="Expense claims, row editing" rows={rows} columns={columns} editMode="row" processRowUpdate={processRowUpdate} hideFooter />
      </HtmlFirstGrid>
      <Typography variant="body2" role="status">
        {lastSave}
      </Typography>
    </Stack>
  );
}
