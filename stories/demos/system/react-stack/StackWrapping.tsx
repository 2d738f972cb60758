import { Box, Stack } from '@mui/system';

const tags = ['Vegetarian', 'Gluten free', 'Under 45 minutes', 'Weeknight dinner', 'One pot', 'Italian', 'Spring'];

export default function StackWrapping() {
  return (
    <Stack
      component="ul"
      aria-label="Recipe tags"
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ flexWrap: 'wrap', maxWidth: 360, m: 0, p: 0, listStyle: 'none' }}
    >
      {tags.map((tag) => (
        <Box
          key={tag}
          component="li"
          sx={{ px: 1.5, py: 0.5, typography: 'body2', border: 1, borderColor: 'divider', borderRadius: 4 }}
        >
          {tag}
        </Box>
      ))}
    </Stack>
  );
}
