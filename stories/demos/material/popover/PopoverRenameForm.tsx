import { useId, useRef, useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/Edit';

export default function PopoverRenameForm() {
  const [name, setName] = useState('Groceries');
  const [draft, setDraft] = useState(name);
  const [anchorEl, setAnchorEl] = useState<HTMLElement | null>(null);
  const popoverId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const open = Boolean(anchorEl);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (draft.trim()) {
      setName(draft.trim());
      setAnchorEl(null);
    }
  };

  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Typography variant="h6" component="h2">
        {name}
      </Typography>
      <IconButton
        aria-label="Rename list"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? popoverId : undefined}
        onClick={(event) => {
          setDraft(name);
          setAnchorEl(event.currentTarget);
        }}
      >
        <EditIcon />
      </IconButton>
      <Popover
        open={open}
        anchorEl={anchorEl}
        onClose={() => setAnchorEl(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        transformOrigin={{ vertical: 'top', horizontal: 'center' }}
        slotProps={{
          paper: { id: popoverId, role: 'dialog', 'aria-label': 'Rename list' },
          // Once the popover has opened, put the cursor in the field.
          transition: {
            onEntered: () => {
              inputRef.current?.focus();
              inputRef.current?.select();
            },
          },
        }}
      >
        <Stack
          component="form"
          onSubmit={handleSubmit}
          direction="row"
          spacing={1}
          sx={{ p: 2, alignItems: 'flex-start' }}
        >
          <TextField
            label="List name"
            size="small"
            inputRef={inputRef}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            error={!draft.trim()}
            helperText={draft.trim() ? ' ' : 'Enter a name'}
          />
          <Button type="submit" variant="contained">
            Save
          </Button>
        </Stack>
      </Popover>
    </Stack>
  );
}
