import Box from '@mui/system/Box';

const recipes = [
  { href: '#lemon-drizzle', name: 'Lemon drizzle cake', meta: '1 h 10 min · Easy' },
  { href: '#mushroom-risotto', name: 'Mushroom risotto', meta: '45 min · Medium' },
];

export default function ShadowsOnFocus() {
  return (
    <Box component="ul" aria-label="Saved recipes" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, m: 0, p: 1, listStyle: 'none' }}>
      {recipes.map(({ href, name, meta }) => (
        <Box
          component="li"
          key={href}
          sx={{
            flex: '1 1 200px',
            p: 2,
            borderRadius: 1,
            bgcolor: 'background.paper',
            boxShadow: 1,
            transition: 'box-shadow 150ms',
            // Raised while pointed at or while its link has keyboard focus.
            '&:hover, &:focus-within': { boxShadow: 8 },
          }}
        >
          <Box
            component="a"
            href={href}
            onClick={(event) => event.preventDefault()}
            sx={{ color: 'primary.main', typography: 'subtitle1', fontWeight: 'bold', textDecoration: 'none', '&:hover, &:focus-visible': { textDecoration: 'underline' } }}
          >
            {name}
          </Box>
          <Box component="p" sx={{ m: 0, typography: 'body2', color: 'text.secondary' }}>
            {meta}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
