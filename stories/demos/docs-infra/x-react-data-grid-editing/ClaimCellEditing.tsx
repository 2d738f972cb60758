import { useCallback, useState } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { DataGrid, type GridCellParams, type GridColDef } from '@mui/x-data-grid';
import { HtmlFirstGrid } from '../../../../src/components/dataGrid/HtmlFirstGrid';
import { EXPENSE_CATEGORIES, createExpenseClaims, formatUsd, type ExpenseClaim } from '../../../gridData/expenseClaims';
import { saveExpenseClaim } from '../../../gridData/expenseClaimsApi';

const rows = createExpenseClaims(12);

const columns: GridColDef<ExpenseClaim>[] = [
  { field: 'employee', headerName: 'Employee', width: 140 },
  { field: 'description', headerName: 'Description', flex: 1, minWidth: 200, editable: true },
  { field: 'category', headerName: 'Category', type: 'singleSelect', valueOptions: [...EXPENSE_CATEGORIES], width: 120, editable: true },
  { field: 'amount', headerName: 'Amount', type: 'number', width: 120, editable: true, valueFormatter: (value: number) => formatUsd(value) },
  { field: 'status', headerName: 'Status', width: 110 },
];

/** Paid claims are closed: their cells stay read-only. */
const isCellEditable = (params: GridCellParams<ExpenseClaim>) => params.row.status !== 'Paid';

type Outcome = { severity: 'success' | 'error'; text: string };

/** Cell editing of an expense tracker: every change is saved through a (fake) server that can refuse it. */
export default function ClaimCellEditing() {
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const processRowUpdate = useCallback(async (newRow: ExpenseClaim) => {
    const saved = await saveExpenseClaim(newRow);
    setOutcome({ severity: 'success', text: `Saved claim ${saved.id}: ${saved.description}, ${formatUsd(saved.amount)}.` });
    return saved;
  }, []);

  const onProcessRowUpdateError = useCallback((error: Error) => {
    setOutcome({ severity: 'error', text: `Not saved: ${error.message} Change the amount or press Escape to undo.` });
  }, []);

  return (
    <Stack spacing={1.5}>
      <HtmlFirstGrid rows={rows} columns={columns} label="Expense claims" height={380}>
        <DataGrid
          aria-label="Expense claims"
          rows={rows}
          columns={columns}
          isCellEditable={isCellEditable}
          processRowUpdate={processRowUpdate}
          onProcessRowUpdateError={onProcessRowUpdateError}
          hideFooter
        />
      </HtmlFirstGrid>
      <Alert severity={outcome?.severity ?? 'info'} role="status">
        {outcome?.text ?? 'Double-click a cell or press Enter on it to edit. Paid claims are locked.'}
      </Alert>
    </Stack>
  );
}
