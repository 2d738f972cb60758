import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import KeyboardIcon from '@mui/icons-material/Keyboard';

const shortcuts = [
  { keys: 'Ctrl + K', action: 'Search all notes' },
  { keys: 'Ctrl + N', action: 'Create a note' },
  { keys: 'Ctrl + Shift + P', action: 'Pin or unpin the note' },
  { keys: 'Alt + ↑ / ↓', action: 'Move between notes' },
];

export default function DialogCloseButton() {
  const [open, setOpen] = useState(false);

  return (
    <>
      <Button startIcon={<KeyboardIcon />} onClick={() => setOpen(true)}>
        Keyboard shortcuts
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs">
        <DialogTitle sx={{ paddingInlineEnd: 7 }}>Keyboard shortcuts</DialogTitle>
        <IconButton
          aria-label="Close"
          onClick={() => setOpen(false)}
          sx={{ position: 'absolute', top: 12, insetInlineEnd: 12 }}
        >
          <CloseIcon />
        </IconButton>
        <DialogContent dividers>
          <Typography component="dl" variant="body2" sx={{ m: 0 }}>
            {shortcuts.map((shortcut) => (
              <div key={shortcut.keys}>
                <Typography component="dt" variant="body2" sx={{ fontWeight: 500 }}>
                  {shortcut.action}
                </Typography>
                <Typography
                  component="dd"
                  variant="body2"
                  sx={{ color: 'text.secondary', m: 0, mb: 1.5 }}
                >
                  <kbd>{shortcut.keys}</kbd>
                </Typography>
              </div>
            ))}
          </Typography>
        </DialogContent>
      </Dialog>
    </>
  );
}
