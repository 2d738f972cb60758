import { useRef, useState } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';

const initialTasks = [
  { title: 'Book the venue', done: true },
  { title: 'Confirm the catering order', done: false },
  { title: 'Send invitations', done: false },
  { title: 'Print name badges', done: false },
];

export default function ListChecklist() {
  const [tasks, setTasks] = useState(initialTasks);
  const checkboxRefs = useRef(new Map<string, HTMLInputElement>());
  const statusRef = useRef<HTMLParagraphElement>(null);
  const doneCount = tasks.filter((task) => task.done).length;

  const toggle = (title: string) => {
    setTasks((current) =>
      current.map((task) => (task.title === title ? { ...task, done: !task.done } : task)),
    );
  };

  const remove = (title: string) => {
    const index = tasks.findIndex((task) => task.title === title);
    const next = tasks[index + 1] ?? tasks[index - 1];
    setTasks(tasks.filter((task) => task.title !== title));
    // The button that had focus is gone: move focus to a neighbouring task.
    if (next) {
      checkboxRefs.current.get(next.title)?.focus();
    } else {
      statusRef.current?.focus();
    }
  };

  return (
    <Paper variant="outlined" sx={{ maxWidth: 400 }}>
      <Typography
        ref={statusRef}
        tabIndex={-1}
        role="status"
        variant="body2"
        sx={{ px: 2, pt: 2, color: 'text.secondary', outline: 'none' }}
      >
        {`${doneCount} of ${tasks.length} tasks done`}
      </Typography>
      <List aria-label="Workshop checklist">
        {tasks.map((task) => (
          <ListItem
            key={task.title}
            secondaryAction={
              <IconButton
                edge="end"
                aria-label={`Remove “${task.title}”`}
                onClick={() => remove(task.title)}
              >
                <DeleteOutlineIcon />
              </IconButton>
            }
          >
            <FormControlLabel
              label={task.title}
              control={
                <Checkbox
                  checked={task.done}
                  onChange={() => toggle(task.title)}
                  inputRef={(node: HTMLInputElement | null) => {
                    if (node) {
                      checkboxRefs.current.set(task.title, node);
                    } else {
                      checkboxRefs.current.delete(task.title);
                    }
                  }}
                />
              }
              sx={{ flexGrow: 1 }}
            />
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
