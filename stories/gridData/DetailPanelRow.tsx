import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/**
 * Wraps a detail panel's content in a full-width grid row. MUI renders each panel as a `presentation` div
 * among the rows of the grid's `rowgroup`, where only rows may appear (axe: aria-required-children): a
 * `row` holding one `gridcell` keeps the grid's structure valid, and inside a cell any content (a table,
 * buttons, text) is allowed. Screen readers then announce the panel as the row after its parent row.
 */
export function DetailPanelRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box role="row" aria-label={label} sx={{ height: '100%' }}>
      <Box role="gridcell" sx={{ height: '100%', boxSizing: 'border-box', py: 1.5, px: 2, bgcolor: 'action.hover' }}>
        {children}
      </Box>
    </Box>
  );
}
