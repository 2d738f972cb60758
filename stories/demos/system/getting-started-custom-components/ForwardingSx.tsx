import Box from '@mui/system/Box';
import type { SxProps, Theme } from '@mui/system';

interface StatCardProps {
  label: string;
  value: string;
  /** Extra styles from the caller, applied after the card's own. */
  sx?: SxProps<Theme>;
}

/**
 * A component of your own that takes sx and passes it on: its own styles first, then the caller's,
 * whether the caller gives an object, a callback or an array.
 */
function StatCard({ label, value, sx = [] }: StatCardProps) {
  return (
    <Box sx={[{ p: 2, minWidth: 160, border: 1, borderColor: 'divider', borderRadius: 1 }, ...(Array.isArray(sx) ? sx : [sx])]}>
      <Box component="span" sx={{ display: 'block', typography: 'body2', color: 'text.secondary' }}>
        {label}
      </Box>
      <Box component="span" sx={{ typography: 'h5' }}>
        {value}
      </Box>
    </Box>
  );
}

export default function ForwardingSx() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      <StatCard label="Invoiced in May" value="€18,420" />
      <StatCard label="Paid" value="€15,100" sx={{ borderColor: 'success.main', borderWidth: 2 }} />
      <StatCard label="Overdue" value="€3,320" sx={[{ borderColor: 'error.main' }, (theme) => ({ borderWidth: theme.spacing(0.25) })]} />
    </Box>
  );
}
