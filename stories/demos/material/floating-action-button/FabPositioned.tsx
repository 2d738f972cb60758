import { useId, useState } from 'react';
import Fab from '@mui/material/Fab';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';

interface Note {
  id: number;
  title: string;
  preview: string;
}

const initialNotes: Note[] = [
  { id: 3, title: 'Sprint retro', preview: 'Keep the demo day, move stand-up to 9:30' },
  { id: 2, title: 'Groceries', preview: 'Oat milk, lemons, basil, sourdough' },
  { id: 1, title: 'Book club', preview: 'Chapters 4–6 before Thursday' },
];

export default function FabPositioned() {
  const titleId = useId();
  const [notes, setNotes] = useState(initialNotes);

  const addNote = () => {
    setNotes((current) => [
      { id: current.length + 1, title: 'Untitled note', preview: 'No content yet' },
      ...current,
    ]);
  };

  return (
    <Paper variant="outlined" sx={{ position: 'relative', maxWidth: 400 }}>
      <Typography id={titleId} variant="h6" component="p" sx={{ px: 2, pt: 2 }}>
        Notes
      </Typography>
      {/* The bottom padding keeps the last note clear of the button. */}
      <List aria-labelledby={titleId} sx={{ paddingBottom: 10 }}>
        {notes.map((note) => (
          <ListItem key={note.id}>
            <ListItemText primary={note.title} secondary={note.preview} />
          </ListItem>
        ))}
      </List>
      <Fab
        color="primary"
        aria-label="New note"
        onClick={addNote}
        sx={{ position: 'absolute', bottom: 16, insetInlineEnd: 16 }}
      >
        <AddIcon />
      </Fab>
    </Paper>
  );
}
