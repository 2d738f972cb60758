import Box from '@mui/system/Box';

const recipes = [
  { name: 'Shakshuka', time: '35 min' },
  { name: 'Mushroom risotto', time: '45 min' },
  { name: 'Thai green curry', time: '30 min' },
  { name: 'Lemon drizzle cake', time: '1 h 10 min' },
];

/**
 * Two ways to give one value per breakpoint: an object keyed by breakpoint (`gridTemplateColumns`) and an
 * array from the smallest breakpoint up (`p`). A breakpoint's value holds until the next one.
 */
export default function UsageResponsiveValues() {
  return (
    <Box
      component="ul"
      aria-label="Recipes for this week"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
      }}
    >
      {recipes.map((recipe) => (
        <Box
          component="li"
          key={recipe.name}
          sx={{
            p: [1.5, 2], // 12 px below sm, 16 px from sm up
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            bgcolor: 'background.paper',
          }}
        >
          <Box sx={{ fontWeight: 'fontWeightMedium', color: 'text.primary' }}>{recipe.name}</Box>
          <Box sx={{ color: 'text.secondary', fontSize: 'body2.fontSize' }}>{recipe.time}</Box>
        </Box>
      ))}
    </Box>
  );
}
