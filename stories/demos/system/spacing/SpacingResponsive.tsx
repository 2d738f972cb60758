import { Box } from '@mui/system';

/**
 * Padding that grows with the screen: 8px on phones (`xs`), 16px from `sm` and 24px from `md`.
 * The array form lists the same values in breakpoint order.
 */
export default function SpacingResponsive() {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box component="section" aria-label="Cancellation policy" sx={{ p: { xs: 1, sm: 2, md: 3 }, border: 1, borderColor: 'divider', borderRadius: 2 }}>
        <Box component="p" sx={{ m: 0, fontWeight: 'bold' }}>
          Free cancellation until 10 May
        </Box>
        <Box component="p" sx={{ mb: 0 }}>
          After that date the first night is charged. No-shows pay the full stay.
        </Box>
      </Box>
      <Box component="section" aria-label="House rules" sx={{ p: [1, 2, 3], border: 1, borderColor: 'divider', borderRadius: 2 }}>
        <Box component="p" sx={{ m: 0, fontWeight: 'bold' }}>
          Quiet hours from 22:00
        </Box>
        <Box component="p" sx={{ mb: 0 }}>
          Check-in from 15:00, check-out by 11:00.
        </Box>
      </Box>
    </Box>
  );
}
