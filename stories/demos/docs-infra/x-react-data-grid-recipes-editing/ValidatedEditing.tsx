import Tooltip from '@mui/material/Tooltip';
import { DataGrid, GridEditInputCell, type GridColDef, type GridPreProcessEditCellProps, type GridRenderEditCellParams } from '@mui/x-data-grid';
import { HtmlFirstGrid } from '../../../../src/components/dataGrid/HtmlFirstGrid';
import { createExpenseClaims, formatUsd, type ExpenseClaim } from '../../../gridData/expenseClaims';
import { CLAIM_LIMIT } from '../../../gridData/expenseClaimsApi';

const rows = createExpenseClaims(10, 97);

/** The problem with a value, or null when it is fine. */
type Rule = (value: unknown) => string | null;

const describeRequired: Rule = (value) => (String(value ?? '').trim().length < 3 ? 'Describe the expense in at least 3 characters.' : null);
const amountInRange: Rule = (value) => {
  const amount = Number(value);
  if (value === null || value === '' || Number.isNaN(amount) || amount <= 0) return 'Enter an amount above zero.';
  return amount > CLAIM_LIMIT ? `One claim can be at most ${formatUsd(CLAIM_LIMIT)}.` : null;
};

/** Runs the rule on every keystroke: `error` blocks saving, `errorMessage` is what the cell shows. */
const validate =
  (rule: Rule) =>
  ({ props }: GridPreProcessEditCellProps) => {
    const errorMessage = rule(props.value);
    return { ...props, error: errorMessage !== null, errorMessage };
  };

/** The default text input, outlined in red with the message next to it while the value is invalid. */
function ValidatedEditCell({ errorMessage, ...params }: GridRenderEditCellParams) {
  return (
    <Tooltip open={Boolean(errorMessage)} title={errorMessage ?? ''} describeChild placement="bottom-start">
      <GridEditInputCell {...params} sx={errorMessage ? { outline: '2px solid', outlineColor: 'error.main', outlineOffset: -2 } : undefined} />
    </Tooltip>
  );
}

const columns: GridColDef<ExpenseClaim>[] = [
  { field: 'employee', headerName: 'Employee', width: 140 },
  {
    field: 'description',
    headerName: 'Description',
    flex: 1,
    minWidth: 200,
    editable: true,
    preProcessEditCellProps: validate(describeRequired),
    renderEditCell: (params) => <ValidatedEditCell {...params} />,
  },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 130,
    editable: true,
    valueFormatter: (value: number) => formatUsd(value),
    preProcessEditCellProps: validate(amountInRange),
    renderEditCell: (params) => <ValidatedEditCell {...params} />,
  },
];

/** Expense claims that refuse an empty description or an amount out of range, showing why while you type. */
export default function ValidatedEditing() {
  return (
    <HtmlFirstGrid rows={rows} columns={columns} label="Claims with validation" height={340}>
      <DataGrid aria-label="Claims with validation" rows={rows} columns={columns} hideFooter />
    </HtmlFirstGrid>
  );
}
