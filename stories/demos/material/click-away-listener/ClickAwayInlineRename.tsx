import { useEffect, useRef, useState } from 'react';
import Button from '@mui/material/Button';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/Edit';

export default function ClickAwayInlineRename() {
  const [name, setName] = useState('Website relaunch');
  const [draft, setDraft] = useState(name);
  const [editing, setEditing] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const renameRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  useEffect(() => {
    if (editing) {
      inputRef.current?.select();
    } else if (returnFocus.current) {
      returnFocus.current = false;
      renameRef.current?.focus();
    }
  }, [editing]);

  const finish = (commit: boolean, fromKeyboard: boolean) => {
    if (commit) setName(draft.trim() || name);
    returnFocus.current = fromKeyboard;
    setEditing(false);
  };

  if (!editing) {
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="h6" component="p">
          {name}
        </Typography>
        <Button
          ref={renameRef}
          size="small"
          startIcon={<EditIcon />}
          onClick={() => {
            setDraft(name);
            setEditing(true);
          }}
        >
          Rename
        </Button>
      </Stack>
    );
  }

  return (
    // Save as soon as the pointer goes down elsewhere, before other click handlers run.
    <ClickAwayListener
      mouseEvent="onMouseDown"
      touchEvent="onTouchStart"
      onClickAway={() => finish(true, false)}
    >
      <TextField
        label="Project name"
        size="small"
        value={draft}
        inputRef={inputRef}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') finish(true, true);
          if (event.key === 'Escape') finish(false, true);
        }}
        helperText="Enter or a click elsewhere saves; Escape cancels"
        sx={{ width: 320 }}
      />
    </ClickAwayListener>
  );
}
