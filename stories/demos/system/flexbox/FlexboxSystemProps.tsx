import Box from '@mui/system/Box';

/** Flexbox keys as props of @mui/system's Box: deprecated since v6, still working in 7.2.0. */
export default function FlexboxSystemProps() {
  return (
    <Box
      component="article"
      aria-label="Night train to Vienna"
      display="flex"
      flexDirection={{ xs: 'column', sm: 'row' }}
      alignItems={{ sm: 'center' }}
      gap={2}
      p={2}
      maxWidth={520}
      border={1}
      borderColor="divider"
      borderRadius={1}
    >
      <Box flex={1}>
        <Box component="p" m={0} typography="subtitle1">
          Night train to Vienna
        </Box>
        <Box component="p" m={0} typography="body2" color="text.secondary">
          Departs Zurich 21:40 · arrives 06:53 · couchette
        </Box>
      </Box>
      {/* order moves the price in front of the details on a phone, after them from sm up. */}
      <Box component="p" m={0} typography="h6" order={{ xs: -1, sm: 0 }} alignSelf={{ xs: 'flex-start', sm: 'center' }}>
        €89.90
      </Box>
    </Box>
  );
}
