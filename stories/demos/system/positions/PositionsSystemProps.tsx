import Box from '@mui/system/Box';

const stops = ['Martim Moniz', 'Graça', 'Largo das Portas do Sol', 'Sé', 'Rua da Conceição', 'Chiado', 'Calhariz-Bica', 'Estrela', 'Campo de Ourique (Prazeres)'];

/** Position keys as system props on Box: deprecated since v6 in favour of `sx`, still working in 7.2.0. */
export default function PositionsSystemProps() {
  return (
    <Box
      component="section"
      aria-label="Tram 28 stops"
      tabIndex={0}
      maxWidth={360}
      height={220}
      overflow="auto"
      border={1}
      borderColor="divider"
      borderRadius={1}
      bgcolor="background.paper"
    >
      {/* Sticky at the top of the scrolling box, above the list on the appBar layer. */}
      <Box position="sticky" top={0} zIndex="appBar" px={2} py={1} bgcolor="primary.main" color="primary.contrastText" typography="subtitle2">
        Tram 28 · Martim Moniz → Campo de Ourique
      </Box>
      <Box component="ol" m={0} py={1} pl={5} pr={2} typography="body2">
        {stops.map((stop) => (
          <Box component="li" key={stop} py={0.75}>
            {stop}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
