import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Modal from '@mui/material/Modal';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

const shortcuts = [
  { keys: 'Ctrl + K', action: 'Search the workspace' },
  { keys: 'Ctrl + Enter', action: 'Send the message' },
  { keys: 'Alt + N', action: 'Start a new conversation' },
];

export default function ModalBasic() {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const descriptionId = useId();

  return (
    <div>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Show keyboard shortcuts
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2 }}
      >
        <Paper
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          aria-describedby={descriptionId}
          elevation={24}
          sx={{ width: '100%', maxWidth: 420, p: 3, outline: 0 }}
        >
          <Typography id={titleId} variant="h6" component="h2">
            Keyboard shortcuts
          </Typography>
          <Typography id={descriptionId} sx={{ mt: 1, color: 'text.secondary' }}>
            These shortcuts work anywhere in the inbox.
          </Typography>
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 1.5, my: 2 }}>
            {shortcuts.map((shortcut) => (
              <Box key={shortcut.keys} sx={{ display: 'contents' }}>
                <Box component="dt" sx={{ fontFamily: 'monospace', fontWeight: 600 }}>
                  {shortcut.keys}
                </Box>
                <Box component="dd" sx={{ m: 0 }}>
                  {shortcut.action}
                </Box>
              </Box>
            ))}
          </Box>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
            <Button onClick={() => setOpen(false)}>Close</Button>
          </Box>
        </Paper>
      </Modal>
    </div>
  );
}
