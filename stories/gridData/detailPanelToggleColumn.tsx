import Box from '@mui/material/Box';
import { visuallyHidden } from '@mui/utils';
import { GRID_DETAIL_PANEL_TOGGLE_COL_DEF, type GridColDef, type GridValidRowModel } from '@mui/x-data-grid-pro';

/**
 * The detail-panel toggle column with a header screen readers can read. MUI's own header is an empty `div`
 * with an `aria-label`, which a generic element may not carry (axe: aria-prohibited-attr); this one is
 * visually the same (empty) but holds hidden text. Listed in `columns`, it replaces the grid's default.
 */
export function detailPanelToggleColumn<R extends GridValidRowModel>(label: string): GridColDef<R> {
  return {
    ...GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
    headerName: label,
    renderHeader: () => (
      <Box component="span" sx={visuallyHidden}>
        {label}
      </Box>
    ),
  };
}
