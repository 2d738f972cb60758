import Box from '@mui/system/Box';

const destinations = [
  { city: 'Kyoto', detail: 'Temples and tea houses', price: 'from €890' },
  { city: 'Reykjavík', detail: 'Hot springs and northern lights', price: 'from €640' },
  { city: 'Marrakesh', detail: 'Souks and riads', price: 'from €420' },
];

/** Pseudo-classes and nested selectors in one sx object: hover and keyboard focus, a class inside, siblings. */
export default function SelectorsInSx() {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        maxWidth: 420,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        // Every link in the list, hovered or focused from the keyboard.
        '& a': { display: 'block', p: 1.5, color: 'text.primary', textDecoration: 'none' },
        '& a:hover, & a:focus-visible': { bgcolor: 'action.hover' },
        '& a:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 },
        // A class inside each item.
        '& .price': { float: 'inline-end', color: 'primary.main', fontWeight: 'fontWeightMedium' },
        // Every item after the first.
        '& li + li': { borderTop: 1, borderColor: 'divider' },
      }}
    >
      {destinations.map((destination) => (
        <li key={destination.city}>
          <a href={`#${destination.city.toLowerCase()}`} onClick={(event) => event.preventDefault()}>
            <Box component="span" className="price">
              {destination.price}
            </Box>
            <Box component="span" sx={{ display: 'block', typography: 'subtitle1' }}>
              {destination.city}
            </Box>
            <Box component="span" sx={{ typography: 'body2', color: 'text.secondary' }}>
              {destination.detail}
            </Box>
          </a>
        </li>
      ))}
    </Box>
  );
}
