import { useState } from 'react';
import Chip from '@mui/joy/Chip';
import ChipDelete from '@mui/joy/ChipDelete';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const diets = ['Vegetarian', 'Vegan', 'Gluten free', 'Dairy free'];

export default function ChipFilters() {
  const [selected, setSelected] = useState<string[]>(['Vegetarian']);
  const [ingredients, setIngredients] = useState(['Squash', 'Sage', 'Parmesan']);
  const toggle = (diet: string) =>
    setSelected((current) => (current.includes(diet) ? current.filter((item) => item !== diet) : [...current, diet]));

  return (
    <Stack spacing={2}>
      <div>
        <Typography id="diet-filters" level="title-sm" component="h3" sx={{ mb: 1 }}>
          Diet
        </Typography>
        <Stack role="group" aria-labelledby="diet-filters" direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {diets.map((diet) => {
            const on = selected.includes(diet);
            return (
              <Chip
                key={diet}
                variant={on ? 'solid' : 'outlined'}
                color={on ? 'primary' : 'neutral'}
                onClick={() => toggle(diet)}
                slotProps={{ action: { 'aria-pressed': on } }}
              >
                {diet}
              </Chip>
            );
          })}
        </Stack>
      </div>
      <div>
        <Typography id="ingredient-filters" level="title-sm" component="h3" sx={{ mb: 1 }}>
          Must include
        </Typography>
        <Stack role="list" aria-labelledby="ingredient-filters" direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {ingredients.map((ingredient) => (
            <Chip
              key={ingredient}
              role="listitem"
              variant="soft"
              endDecorator={
                <ChipDelete
                  aria-label={`Remove ${ingredient}`}
                  onDelete={() => setIngredients((current) => current.filter((item) => item !== ingredient))}
                />
              }
            >
              {ingredient}
            </Chip>
          ))}
        </Stack>
        {ingredients.length === 0 ? <Typography level="body-sm">Any ingredients</Typography> : null}
      </div>
      <Typography level="body-sm" role="status">
        {selected.length === 0 ? 'All recipes' : `Showing ${selected.join(', ').toLowerCase()} recipes`}
      </Typography>
    </Stack>
  );
}
