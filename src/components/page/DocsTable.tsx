import type { ComponentPropsWithoutRef } from 'react';
import Box from '@mui/material/Box';

/**
 * A table of a docs page (Markdown tables and generated ones): scrolls sideways when wider than the
 * column, and is focusable so a keyboard can scroll it (axe scrollable-region-focusable).
 */
export function DocsTable(props: ComponentPropsWithoutRef<'table'>) {
  return (
    <Box tabIndex={0} sx={{ overflowX: 'auto', my: 2, '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' } }}>
      <Box
        component="table"
        sx={{ borderCollapse: 'collapse', width: '100%', fontSize: '0.875rem', '& th, & td': { border: 1, borderColor: 'divider', px: 1.5, py: 1, textAlign: 'start', verticalAlign: 'top' } }}
        {...props}
      />
    </Box>
  );
}
