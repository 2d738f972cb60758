import { useState } from 'react';
import Box from '@mui/system/Box';
import Button from '@mui/material/Button';

export default function InvoiceCardSx() {
  const [paid, setPaid] = useState(false);
  return (
    <Box
      sx={{
        maxWidth: 360,
        p: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
        color: 'text.primary',
      }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Box component="h3" sx={{ typography: 'subtitle1', fontWeight: 600, m: 0 }}>
          Invoice INV-2041
        </Box>
        {/* The values depend on state directly: no class to look up, no props function. */}
        <Box
          component="span"
          data-testid="status"
          sx={{
            display: 'inline-flex',
            alignItems: 'center',
            gap: 0.75,
            px: 1.25,
            py: 0.25,
            border: 2,
            borderColor: paid ? 'success.main' : 'error.main',
            borderRadius: '999px',
            fontSize: '0.8125rem',
            fontWeight: 600,
            '&::before': { content: '""', width: 8, height: 8, borderRadius: '50%', bgcolor: 'currentColor' },
          }}
        >
          {paid ? 'Paid' : 'Overdue'}
        </Box>
      </Box>
      <Box component="p" sx={{ typography: 'body2', color: 'text.secondary', mt: 0.5, mb: 0 }}>
        Harbour Café · €1,280.00 · due 14 March
      </Box>
      <Button size="small" variant="outlined" sx={{ mt: 2 }} onClick={() => setPaid((value) => !value)}>
        {paid ? 'Reopen invoice' : 'Mark as paid'}
      </Button>
    </Box>
  );
}
