import Box from '@mui/system/Box';

const hotels = [
  { name: 'Hotel Miradouro da Graça, rooms with a terrace over the river', price: '€148 a night' },
  { name: 'Casa do Largo', price: '€96 a night' },
];

/** overflow, textOverflow and whiteSpace as props of @mui/system's Box: deprecated, still working in 7.2.0. */
export default function DisplaySystemProps() {
  return (
    <Box component="ul" aria-label="Hotels" m={0} p={0} maxWidth={280} display="flex" flexDirection="column" gap={1} sx={{ listStyle: 'none' }}>
      {hotels.map((hotel) => (
        <Box key={hotel.name} component="li" p={1.5} border={1} borderColor="divider" borderRadius={1}>
          {/* One line, cut with an ellipsis; the title attribute keeps the full name reachable on hover. */}
          <Box component="p" m={0} typography="subtitle2" overflow="hidden" textOverflow="ellipsis" whiteSpace="nowrap" title={hotel.name}>
            {hotel.name}
          </Box>
          <Box component="p" m={0} typography="body2" color="text.secondary">
            {hotel.price}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
