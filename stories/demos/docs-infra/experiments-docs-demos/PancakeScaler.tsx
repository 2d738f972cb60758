import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

interface Ingredient {
  name: string;
  /** The amount for four people. */
  forFour: number;
  unit: 'g' | 'ml' | '';
}

const INGREDIENTS: Ingredient[] = [
  { name: 'Flour', forFour: 250, unit: 'g' },
  { name: 'Milk', forFour: 500, unit: 'ml' },
  { name: 'Eggs', forFour: 2, unit: '' },
  { name: 'Butter, melted', forFour: 30, unit: 'g' },
];

const SERVINGS = [2, 4, 8];

/** A pancake recipe whose amounts follow the number of servings chosen. */
export default function PancakeScaler() {
  const [servings, setServings] = useState(4);
  return (
    <Box sx={{ maxWidth: 360 }}>
      <Typography component="p" variant="subtitle1" id="pancake-servings">
        Pancakes, servings:
      </Typography>
      <Box role="group" aria-labelledby="pancake-servings" sx={{ display: 'flex', gap: 1, my: 1 }}>
        {SERVINGS.map((count) => (
          <Button key={count} size="small" variant={count === servings ? 'contained' : 'outlined'} aria-pressed={count === servings} onClick={() => setServings(count)}>
            {count}
          </Button>
        ))}
      </Box>
      <ul aria-label="Ingredients">
        {INGREDIENTS.map((item) => {
          const amount = (item.forFour * servings) / 4;
          return (
            <li key={item.name}>
              {item.name}: {amount}
              {item.unit && ` ${item.unit}`}
            </li>
          );
        })}
      </ul>
    </Box>
  );
}
