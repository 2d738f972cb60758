import { Box } from '@mui/system';

/** The same booking note with `sx` and with Box's deprecated system props: the CSS is identical. */
export default function TypographySystemProps() {
  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 420 }}>
      <Box component="p" sx={{ typography: 'body2', fontWeight: 'fontWeightBold', textAlign: 'center', m: 0 }}>
        Your table is held for 15 minutes.
      </Box>
      <Box component="p" typography="body2" fontWeight="fontWeightBold" textAlign="center" m={0}>
        Your table is held for 15 minutes.
      </Box>
    </Box>
  );
}
