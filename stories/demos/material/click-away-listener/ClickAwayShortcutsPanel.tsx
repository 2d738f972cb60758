import { useId, useRef, useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import KeyboardIcon from '@mui/icons-material/Keyboard';

const shortcuts = [
  { keys: 'Ctrl + K', action: 'Search projects' },
  { keys: 'N', action: 'New task' },
  { keys: 'G then I', action: 'Go to inbox' },
];

export default function ClickAwayShortcutsPanel() {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  const closeAndReturnFocus = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      setOpen(false);
      buttonRef.current?.focus();
    }
  };

  return (
    <ClickAwayListener onClickAway={() => setOpen(false)}>
      <Box sx={{ display: 'inline-block' }} onKeyDown={closeAndReturnFocus}>
        <Button
          ref={buttonRef}
          variant="outlined"
          startIcon={<KeyboardIcon />}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
        >
          Keyboard shortcuts
        </Button>
        <Paper
          id={panelId}
          hidden={!open}
          variant="outlined"
          sx={{ mt: 1, p: 2, width: 280 }}
        >
          <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 1 }}>
            {shortcuts.map((shortcut) => (
              <Box key={shortcut.keys} sx={{ display: 'contents' }}>
                <Typography component="dt" variant="body2" sx={{ fontFamily: 'monospace', fontWeight: 600 }}>
                  {shortcut.keys}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                  {shortcut.action}
                </Typography>
              </Box>
            ))}
          </Box>
        </Paper>
      </Box>
    </ClickAwayListener>
  );
}
