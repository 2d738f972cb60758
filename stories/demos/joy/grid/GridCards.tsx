import Card from '@mui/joy/Card';
import Chip from '@mui/joy/Chip';
import Grid from '@mui/joy/Grid';
import Typography from '@mui/joy/Typography';

const recipes = [
  { title: 'Lemon drizzle cake', time: '55 min', tag: 'Baking' },
  { title: 'Shakshuka', time: '30 min', tag: 'Brunch' },
  { title: 'Mushroom risotto', time: '40 min', tag: 'Dinner' },
  { title: 'Green curry', time: '35 min', tag: 'Dinner' },
  { title: 'Overnight oats', time: '5 min', tag: 'Breakfast' },
  { title: 'Focaccia', time: '3 h', tag: 'Baking' },
];

export default function GridCards() {
  return (
    <Grid container spacing={2} sx={{ flexGrow: 1 }}>
      {recipes.map((recipe) => (
        // One column on phones, two from 600 px (sm), three from 900 px (md).
        <Grid key={recipe.title} size={{ xs: 12, sm: 6, md: 4 }}>
          <Card variant="outlined" data-testid="recipe-card" sx={{ height: '100%' }}>
            <Typography level="title-md" component="h3">{recipe.title}</Typography>
            <Typography level="body-sm">Ready in {recipe.time}</Typography>
            <Chip size="sm" variant="soft" color="primary" sx={{ alignSelf: 'flex-start' }}>
              {recipe.tag}
            </Chip>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
