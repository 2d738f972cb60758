import Box from '@mui/material/Box';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';

/** Rows the HTML shows before the grid mounts: a first screen, not the whole data set. */
export const FIRST_ROWS = 10;

/** The text of a cell as the HTML shows it: the column's formatter when it has one, else the value. */
function cellText<R extends GridValidRowModel>(row: R, column: GridColDef<R>): string {
  const value: unknown = row[column.field];
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'object') return '';
  return String(value);
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
