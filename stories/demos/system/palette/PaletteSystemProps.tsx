import { useState } from 'react';
import Box from '@mui/system/Box';

const statuses = [
  { label: 'Paid', tone: 'success' },
  { label: 'Due', tone: 'primary' },
  { label: 'Overdue', tone: 'error' },
] as const;

/** Palette keys as system props on Box: deprecated since v6 in favour of `sx`, still working in 7.2.0. */
export default function PaletteSystemProps() {
  const [status, setStatus] = useState<(typeof statuses)[number]>(statuses[1]);
  return (
    <Box display="flex" flexDirection="column" gap={2} maxWidth={420}>
      <Box role="group" aria-label="Invoice status" display="flex" gap={1}>
        {statuses.map((option) => (
          <Box
            component="button"
            type="button"
            key={option.label}
            aria-pressed={option === status}
            onClick={() => setStatus(option)}
            px={1.5}
            py={0.75}
            border={1}
            borderColor="divider"
            borderRadius={1}
            bgcolor={option === status ? 'action.selected' : 'transparent'}
            color="text.primary"
            typography="body2"
            sx={{ cursor: 'pointer' }}
          >
            {option.label}
          </Box>
        ))}
      </Box>
      <Box p={2} border={1} borderColor="divider" borderRadius={1} bgcolor="background.paper">
        <Box component="p" m={0} typography="body2" color="text.secondary">
          INV-2041 · Harbour Bakery · €3,410.00
        </Box>
        {/* The value is built from the choice: "success.main", "primary.main" or "error.main". */}
        <Box
          component="p"
          role="status"
          m={0}
          mt={1}
          display="inline-block"
          px={1}
          border={2}
          borderRadius={1}
          borderColor={`${status.tone}.main`}
          color={`${status.tone}.main`}
          typography="subtitle2"
        >
          {status.label}
        </Box>
      </Box>
    </Box>
  );
}
