import { useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import RestaurantIcon from '@mui/icons-material/Restaurant';

const recipes = [
  { name: 'Lentil and spinach soup', details: '35 min · Vegan' },
  { name: 'Lemon roast chicken', details: '1 h 20 min · Serves 4' },
  { name: 'Rhubarb crumble', details: '50 min · Vegetarian' },
];

export default function SkeletonRecipeList() {
  const [loading, setLoading] = useState(true);

  return (
    <Box sx={{ maxWidth: 360 }}>
      <FormControlLabel
        control={
          <Switch checked={loading} onChange={(event) => setLoading(event.target.checked)} />
        }
        label="Loading"
      />
      <Typography role="status" variant="body2" sx={{ color: 'text.secondary' }}>
        {loading ? 'Loading recipes…' : `${recipes.length} recipes`}
      </Typography>
      <List aria-busy={loading} aria-label="Recipes">
        {recipes.map((recipe) => (
          <ListItem key={recipe.name} disableGutters>
            <ListItemAvatar>
              {loading ? (
                <Skeleton variant="circular" width={40} height={40} />
              ) : (
                <Avatar sx={{ bgcolor: 'secondary.main', color: 'secondary.contrastText' }}>
                  <RestaurantIcon />
                </Avatar>
              )}
            </ListItemAvatar>
            <ListItemText
              primary={loading ? <Skeleton width="70%" /> : recipe.name}
              secondary={loading ? <Skeleton width="40%" /> : recipe.details}
            />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
