import IconButton from '@mui/material/IconButton';
import { styled } from '@mui/material/styles';
import EditOutlined from '@mui/icons-material/EditOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutline';

const recipes = [
  { name: 'Lemon risotto', time: '35 min' },
  { name: 'Chickpea curry', time: '40 min' },
  { name: 'Focaccia with rosemary', time: '2 h 30 min' },
];

// JSS wrote `'&:hover $actions'` to reach another rule of the same sheet. Here the row targets
// a plain class name of its child; focus-within shows the buttons to keyboard users too, and
// devices without hover always show them.
const Row = styled('li')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(1),
  padding: theme.spacing(1, 1.5),
  borderBottom: `1px solid ${(theme.vars ?? theme).palette.divider}`,
  '& .recipe-actions': {
    marginInlineStart: 'auto',
    display: 'flex',
    opacity: 0,
    transition: theme.transitions.create('opacity', { duration: theme.transitions.duration.shortest }),
  },
  '&:hover .recipe-actions, &:focus-within .recipe-actions': { opacity: 1 },
  '@media (hover: none)': { '& .recipe-actions': { opacity: 1 } },
}));

const List = styled('ul')({ listStyle: 'none', margin: 0, padding: 0, maxWidth: 420 });

const Name = styled('span')(({ theme }) => ({ ...theme.typography.body1 }));

const Time = styled('span')(({ theme }) => ({
  ...theme.typography.body2,
  color: (theme.vars ?? theme).palette.text.secondary,
}));

export default function RevealOnHoverRow() {
  return (
    <List aria-label="Saved recipes">
      {recipes.map((recipe) => (
        <Row key={recipe.name}>
          <Name>{recipe.name}</Name>
          <Time>{recipe.time}</Time>
          <span className="recipe-actions">
            <IconButton size="small" aria-label={`Edit ${recipe.name}`}>
              <EditOutlined fontSize="small" />
            </IconButton>
            <IconButton size="small" aria-label={`Delete ${recipe.name}`}>
              <DeleteOutline fontSize="small" />
            </IconButton>
          </span>
        </Row>
      ))}
    </List>
  );
}
