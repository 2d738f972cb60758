import Box from '@mui/system/Box';

/**
 * The same receipt line written twice: with system props (deprecated since v6, still working in 7.2.0)
 * and with `sx`, the form to move to. Both render the same styles.
 */
export default function SystemPropsToSx() {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, maxWidth: 640 }}>
      <div>
        <Box component="p" sx={{ m: 0, mb: 1, color: 'text.secondary', fontSize: 'body2.fontSize' }}>
          Before: system props
        </Box>
        <Box
          data-testid="with-system-props"
          display="flex"
          justifyContent="space-between"
          p={2}
          bgcolor="background.paper"
          color="text.primary"
          border={1}
          borderColor="divider"
          borderRadius={1}
        >
          <span>Room service, 2 nights</span>
          <strong>€64.50</strong>
        </Box>
      </div>
      <div>
        <Box component="p" sx={{ m: 0, mb: 1, color: 'text.secondary', fontSize: 'body2.fontSize' }}>
          After: the sx prop
        </Box>
        <Box
          data-testid="with-sx"
          sx={{
            display: 'flex',
            justifyContent: 'space-between',
            p: 2,
            bgcolor: 'background.paper',
            color: 'text.primary',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
          }}
        >
          <span>Room service, 2 nights</span>
          <strong>€64.50</strong>
        </Box>
      </div>
    </Box>
  );
}
