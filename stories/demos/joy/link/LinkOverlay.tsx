import { useState } from 'react';
import Card from '@mui/joy/Card';
import Chip from '@mui/joy/Chip';
import Link from '@mui/joy/Link';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const recipes = [
  { id: 'shakshuka', title: 'Shakshuka', time: '30 min', tag: 'Vegetarian' },
  { id: 'salmon-soup', title: 'Creamy salmon soup', time: '45 min', tag: 'Finnish' },
];

export default function LinkOverlay() {
  const [opened, setOpened] = useState<string | null>(null);

  return (
    <Stack spacing={1.5}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {recipes.map((recipe) => (
          <Card key={recipe.id} variant="outlined" sx={{ flex: 1, '&:hover': { boxShadow: 'md' } }}>
            <Typography level="title-md">
              <Link
                overlay
                underline="none"
                href={`#${recipe.id}`}
                onClick={(event) => {
                  event.preventDefault();
                  setOpened(recipe.title);
                }}
              >
                {recipe.title}
              </Link>
            </Typography>
            <Typography level="body-sm">Ready in {recipe.time}</Typography>
            {/* Chip is positioned, so it would sit above the overlay: let clicks through to the link. */}
            <Chip size="sm" variant="soft" sx={{ alignSelf: 'flex-start', pointerEvents: 'none' }}>
              {recipe.tag}
            </Chip>
          </Card>
        ))}
      </Stack>
      <Typography level="body-sm" role="status">
        {opened ? `Opening the recipe “${opened}”.` : 'Click anywhere on a card.'}
      </Typography>
    </Stack>
  );
}
