import { useState } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import InputBase from '@mui/material/InputBase';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import SearchIcon from '@mui/icons-material/Search';

const recipes = [
  { title: 'Lemon tart', time: '1 h 20 min' },
  { title: 'Mushroom risotto', time: '45 min' },
  { title: 'Tomato and onion tart', time: '55 min' },
  { title: 'Green curry', time: '35 min' },
];

export default function AppBarSearch() {
  const [query, setQuery] = useState('');
  const matches = recipes.filter((recipe) =>
    recipe.title.toLowerCase().includes(query.trim().toLowerCase()),
  );

  return (
    <Box sx={{ border: 1, borderColor: 'divider' }}>
      <AppBar position="static" elevation={0}>
        <Toolbar sx={{ gap: 2 }}>
          <Typography variant="h6" component="div" sx={{ flexGrow: 1 }}>
            Recipes
          </Typography>
          <Box
            sx={(theme) => ({
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              paddingInline: 1.5,
              borderRadius: 1,
              backgroundColor: alpha(theme.palette.common.white, 0.1),
            })}
          >
            <SearchIcon />
            <InputBase
              type="search"
              placeholder="Search recipes"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              inputProps={{ 'aria-label': 'Search recipes' }}
              sx={{ color: 'inherit', width: { xs: 120, sm: 200 } }}
            />
          </Box>
        </Toolbar>
      </AppBar>
      <List aria-label="Recipes">
        {matches.map((recipe) => (
          <ListItem key={recipe.title}>
            <ListItemText primary={recipe.title} secondary={recipe.time} />
          </ListItem>
        ))}
      </List>
      <Typography
        role="status"
        variant="body2"
        sx={{ paddingInline: 2, paddingBottom: 2 }}
      >
        {matches.length === 1 ? '1 recipe' : `${matches.length} recipes`}
      </Typography>
    </Box>
  );
}
