import Box from '@mui/material/Box';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';

/** Rows the HTML shows before the grid mounts: a first screen, not the whole data set. */
export const FIRST_ROWS = 10;

/** A column's own getter or formatter, called as the grid calls it but without the grid's API (none exists yet). */
type CellFunction = (value: unknown, row: unknown, column: unknown, apiRef: unknown) => unknown;

/** The column's function applied to a value; the value itself when there is none or it needs the grid's API. */
function applied(fn: unknown, value: unknown, row: unknown, column: unknown): unknown {
  if (typeof fn !== 'function') return value;
  try {
    return (fn as CellFunction)(value, row, column, undefined);
  } catch {
    return value;
  }
}

/** The text of a cell as the HTML shows it: through the column's valueGetter and valueFormatter when it has them. */
function cellText<R extends GridValidRowModel>(row: R, column: GridColDef<R>): string {
  const value = applied(column.valueGetter, row[column.field], row, column);
  const shown = applied(column.valueFormatter, value, row, column);
  if (shown === null || shown === undefined) return '';
  if (shown instanceof Date) return shown.toISOString().slice(0, 10);
  if (typeof shown === 'boolean') return shown ? 'Yes' : 'No';
  if (typeof shown === 'object') return '';
  return String(shown);
}

export interface FirstRowsTableProps<R extends GridValidRowModel> {
  rows: readonly R[];
  columns: readonly GridColDef<R>[];
  /** What the table holds, for screen readers ("Employees"). */
  label: string;
}

/**
 * The grid's first rows as a plain table: what the pre-rendered page shows (and all a reader without
 * JavaScript sees) until the real Data Grid mounts in the same box.
 */
export function FirstRowsTable<R extends GridValidRowModel>({ rows, columns, label }: FirstRowsTableProps<R>) {
  const shown = rows.slice(0, FIRST_ROWS);
  const visible = columns.filter((column) => column.type !== 'actions' && column.field !== '__check__');
  return (
    <Box sx={{ height: '100%', overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 1, typography: 'body2' }}>
      <Box component="table" aria-label={label} sx={{ width: '100%', borderCollapse: 'collapse', '& th, & td': { px: 1.25, height: 52, textAlign: 'start', borderBottom: 1, borderColor: 'divider', whiteSpace: 'nowrap' } }}>
        <thead>
          <tr>
            {visible.map((column) => (
              <Box component="th" scope="col" key={column.field} sx={{ fontWeight: 500, height: 56 }}>
                {column.headerName ?? column.field}
              </Box>
            ))}
          </tr>
        </thead>
        <tbody>
          {shown.map((row, index) => (
            <tr key={index}>
              {visible.map((column) => (
                <Box component="td" key={column.field} sx={{ textAlign: column.type === 'number' ? 'end' : 'start' }}>
                  {cellText(row, column)}
                </Box>
              ))}
            </tr>
          ))}
        </tbody>
        {rows.length > shown.length && (
          <caption style={{ captionSide: 'bottom', textAlign: 'start', padding: 8 }}>
            The first {shown.length} of {rows.length.toLocaleString('en-US')} rows; the interactive grid shows them all.
          </caption>
        )}
      </Box>
    </Box>
  );
}
