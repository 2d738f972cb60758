import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';

const ingredients = [
  'Chickpeas',
  'Tahini',
  'Lemon juice',
  'Garlic',
  'Ground cumin',
  'Olive oil',
  'Sea salt',
  'Smoked paprika',
  'Flat-leaf parsley',
  'Ice water',
];

export default function StackWrapping() {
  return (
    <Stack
      component="ul"
      aria-label="Hummus ingredients"
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ flexWrap: 'wrap', maxWidth: 420, m: 0, p: 0, listStyle: 'none' }}
    >
      {ingredients.map((ingredient) => (
        <li key={ingredient}>
          <Chip label={ingredient} variant="outlined" />
        </li>
      ))}
    </Stack>
  );
}
