import Box from '@mui/system/Box';

const filters = ['Vegetarian', 'Under 30 min', 'One pot', 'Gluten free', 'Freezer friendly', 'Kids like it'];

export default function FlexboxWrapAndGrow() {
  return (
    <Box component="form" role="search" aria-label="Recipes" onSubmit={(event) => event.preventDefault()} sx={{ maxWidth: 520 }}>
      <Box sx={{ display: 'flex', gap: 1, mb: 1.5 }}>
        <Box
          component="input"
          type="search"
          aria-label="Search recipes"
          placeholder="Lentil soup, tacos…"
          // Takes the width the button leaves; flexBasis 0 lets it shrink on a phone.
          sx={{ flexGrow: 1, flexBasis: 0, minWidth: 0, px: 1.5, py: 1, font: 'inherit', color: 'text.primary', bgcolor: 'background.paper', border: 1, borderColor: 'text.secondary', borderRadius: 1 }}
        />
        <Box component="button" type="submit" sx={{ flexShrink: 0, px: 2, font: 'inherit', color: 'primary.contrastText', bgcolor: 'primary.main', border: 0, borderRadius: 1, cursor: 'pointer' }}>
          Search
        </Box>
      </Box>
      {/* The chips run onto a new line when the row is full. */}
      <Box component="ul" aria-label="Filters" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', m: 0, p: 0 }}>
        {filters.map((filter) => (
          <Box key={filter} component="li" sx={{ px: 1.5, py: 0.5, border: 1, borderColor: 'divider', borderRadius: 4, typography: 'body2' }}>
            {filter}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
