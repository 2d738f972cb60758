import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const ingredients = ['Flour', 'Caster sugar', 'Butter', 'Eggs', 'Lemons', 'Baking powder', 'Milk', 'Icing sugar', 'Salt'];

export default function StackWrap() {
  return (
    <Stack spacing={1} sx={{ maxWidth: 320 }}>
      <Typography level="title-md" component="h3">Lemon drizzle cake: ingredients</Typography>
      {/* useFlexGap spaces the chips with CSS gap, so wrapped rows get the same space as neighbours. */}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', listStyle: 'none', p: 0, m: 0 }} component="ul" data-testid="ingredients">
        {ingredients.map((ingredient) => (
          <Chip key={ingredient} component="li" variant="soft" color="neutral">
            {ingredient}
          </Chip>
        ))}
      </Stack>
    </Stack>
  );
}
