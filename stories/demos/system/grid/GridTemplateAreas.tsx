import Box from '@mui/system/Box';

const panel = { p: 2, borderRadius: 1, border: 1, borderColor: 'divider', bgcolor: 'background.paper' };

export default function GridTemplateAreas() {
  return (
    <Box
      component="article"
      aria-label="Recipe: shakshuka"
      sx={{
        display: 'grid',
        gap: 1.5,
        // One column on phones; from the sm breakpoint, ingredients sit beside the method.
        gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' },
        gridTemplateAreas: {
          xs: '"title" "ingredients" "method" "notes"',
          sm: '"title title" "ingredients method" "notes notes"',
        },
      }}
    >
      <Box sx={{ ...panel, gridArea: 'title', bgcolor: 'primary.main', color: 'primary.contrastText', borderColor: 'primary.main' }}>
        <Box component="h3" sx={{ m: 0, typography: 'h6' }}>
          Shakshuka
        </Box>
        <Box component="p" sx={{ m: 0, typography: 'body2' }}>
          Serves 2 · 30 minutes
        </Box>
      </Box>
      <Box component="ul" sx={{ ...panel, gridArea: 'ingredients', m: 0, pl: 4, typography: 'body2' }}>
        <li>4 eggs</li>
        <li>1 can of tomatoes</li>
        <li>1 red pepper</li>
        <li>1 tsp cumin</li>
      </Box>
      <Box component="ol" sx={{ ...panel, gridArea: 'method', m: 0, pl: 4, typography: 'body2' }}>
        <li>Soften the pepper and onion in olive oil.</li>
        <li>Add the spices and tomatoes, simmer for 10 minutes.</li>
        <li>Make four wells, crack in the eggs and cover until set.</li>
      </Box>
      <Box component="p" sx={{ ...panel, gridArea: 'notes', m: 0, typography: 'body2', color: 'text.secondary' }}>
        Serve with crusty bread and a spoon of yoghurt.
      </Box>
    </Box>
  );
}
