import Box from '@mui/system/Box';
import Button from '@mui/material/Button';

export default function FlexboxToolbar() {
  return (
    <Box
      component="section"
      aria-label="Invoice INV-2044"
      sx={{
        display: 'flex',
        // Both ends of the row: the title group left, the action right.
        justifyContent: 'space-between',
        alignItems: 'center',
        gap: 2,
        p: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        maxWidth: 520,
      }}
    >
      <div>
        <Box component="p" sx={{ m: 0, typography: 'subtitle1' }}>
          INV-2044 · Northwind Cafés
        </Box>
        <Box component="p" sx={{ m: 0, typography: 'body2', color: 'text.secondary' }}>
          €2,310.50 · due in 12 days
        </Box>
      </div>
      <Button variant="outlined" size="small" sx={{ flexShrink: 0 }}>
        Send reminder
      </Button>
    </Box>
  );
}
