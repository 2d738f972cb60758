import Box from '@mui/system/Box';

/** The border keys as props of @mui/system's Box: deprecated since v6, still rendered in 7.2.0. */
export default function BordersSystemProps() {
  return (
    <Box component="section" aria-label="Boarding pass" maxWidth={360} border={1} borderColor="primary.main" borderRadius={1} overflow="hidden">
      <Box px={2} py={1.5} borderBottom="2px dashed" borderColor="divider">
        <Box component="p" m={0} typography="overline" color="text.secondary">
          Flight LX 1637
        </Box>
        <Box component="p" m={0} typography="h6">
          Zurich → Valencia
        </Box>
      </Box>
      <Box px={2} py={1.5} typography="body2">
        Gate B34 · Boarding 07:25 · Seat 14C
      </Box>
    </Box>
  );
}
