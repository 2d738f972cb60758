import { useEffect, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import { FirstRowsTable } from './FirstRowsTable';
import { gridLicenceSettled } from './gridLicence';

export interface HtmlFirstGridProps<R extends GridValidRowModel> {
  /** The Data Grid itself (DataGrid, DataGridPro or DataGridPremium with its props). */
  children: ReactNode;
  /** The rows and columns the grid shows: the HTML's first rows come from them. */
  rows: readonly R[];
  columns: readonly GridColDef<R>[];
  /** What the data is, for screen readers ("Employees"). */
  label: string;
  /** The box's height in px: the table and the grid fill the same box (no layout shift). */
  height?: number;
}

/**
 * A Data Grid that is readable before (and without) JavaScript. MUI's grid renders nothing on the server
 * (it measures its box first), so the page's HTML holds the first rows as a table, in the same box; once
 * the island runs, and the MUI X licence key is applied (spec §6), the real grid takes its place.
 */
export function HtmlFirstGrid<R extends GridValidRowModel>({ children, rows, columns, label, height = 400 }: HtmlFirstGridProps<R>) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    let live = true;
    void gridLicenceSettled().then(() => live && setMounted(true));
    return () => {
      live = false;
    };
  }, []);
  return (
    <Box sx={{ height, width: '100%' }} data-grid-state={mounted ? 'interactive' : 'html'}>
      {mounted ? children : <FirstRowsTable rows={rows} columns={columns} label={label} />}
    </Box>
  );
}
