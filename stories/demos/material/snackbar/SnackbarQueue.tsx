import { useState } from 'react';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';

type Message = { key: number; text: string };

export default function SnackbarQueue() {
  // The first message is the one on screen; the rest wait their turn.
  const [messages, setMessages] = useState<Message[]>([]);
  const [open, setOpen] = useState(false);
  const [nextKey, setNextKey] = useState(1);

  const notify = (text: string) => {
    setMessages((items) => [...items, { key: nextKey, text }]);
    setNextKey((key) => key + 1);
    // Show it now if nothing is on screen, or close the current message early.
    setOpen(messages.length === 0);
  };

  const handleExited = () => {
    const rest = messages.slice(1);
    setMessages(rest);
    setOpen(rest.length > 0);
  };

  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button variant="outlined" onClick={() => notify('Link copied to clipboard')}>
        Copy link
      </Button>
      <Button variant="outlined" onClick={() => notify('Added to your reading list')}>
        Save for later
      </Button>
      <Snackbar
        key={messages[0]?.key}
        open={open}
        autoHideDuration={4000}
        onClose={(_event, reason) => {
          if (reason !== 'clickaway') {
            setOpen(false);
          }
        }}
        message={messages[0]?.text}
        slotProps={{ transition: { onExited: handleExited } }}
      />
    </Stack>
  );
}
