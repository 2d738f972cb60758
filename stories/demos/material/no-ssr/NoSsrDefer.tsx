import { useState } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import NoSsr from '@mui/material/NoSsr';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

const comments = [
  { author: 'Priya', text: 'Made this with oat milk and it worked perfectly.' },
  { author: 'Tomás', text: 'I used half the sugar; still plenty sweet.' },
  { author: 'Hannah', text: 'The dough needs a full hour to rest in a cold kitchen.' },
];

export default function NoSsrDefer() {
  const [showComments, setShowComments] = useState(true);

  return (
    <Stack spacing={1}>
      <FormControlLabel
        label="Show comments"
        control={
          <Switch
            checked={showComments}
            onChange={(event) => setShowComments(event.target.checked)}
          />
        }
      />
      {showComments && (
        <NoSsr
          defer
          fallback={
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              Loading comments…
            </Typography>
          }
        >
          <List aria-label="Comments on this recipe">
            {comments.map((comment) => (
              <ListItem key={comment.author} disableGutters>
                <ListItemText primary={comment.text} secondary={comment.author} />
              </ListItem>
            ))}
          </List>
        </NoSsr>
      )}
    </Stack>
  );
}
