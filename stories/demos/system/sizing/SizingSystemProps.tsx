import { Box } from '@mui/system';

/**
 * The same boarding pass twice: once with `sx`, once with the deprecated system props of Box.
 * Both give the two columns 2/3 and 1/3 of a card that is at most 600px (`sm`) wide; `border-box`
 * keeps each column's padding inside its share.
 */
export default function SizingSystemProps() {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box component="section" aria-label="Boarding pass styled with sx" sx={{ display: 'flex', maxWidth: 'sm', border: 1, borderColor: 'divider', borderRadius: 2 }}>
        <Box sx={{ width: 2 / 3, boxSizing: 'border-box', p: 2 }}>
          <Box component="p" sx={{ m: 0, typography: 'caption' }}>sx</Box>
          <Box component="p" sx={{ m: 0, fontWeight: 'bold' }}>Porto → Lisbon, train 123</Box>
        </Box>
        <Box sx={{ width: 1 / 3, boxSizing: 'border-box', p: 2, borderLeft: 1, borderColor: 'divider' }}>Coach 4, seat 41</Box>
      </Box>
      <Box component="section" aria-label="Boarding pass styled with system props" display="flex" maxWidth="sm" border={1} borderColor="divider" borderRadius={2}>
        <Box width={2 / 3} boxSizing="border-box" p={2}>
          <Box component="p" m={0} typography="caption">system props</Box>
          <Box component="p" m={0} fontWeight="bold">Porto → Lisbon, train 123</Box>
        </Box>
        <Box width={1 / 3} boxSizing="border-box" p={2} borderLeft={1} borderColor="divider">Coach 4, seat 41</Box>
      </Box>
    </Box>
  );
}
