import { useState, type SyntheticEvent } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArchiveOutlinedIcon from '@mui/icons-material/ArchiveOutlined';
import CloseIcon from '@mui/icons-material/Close';

export default function SnackbarUndo() {
  const [inboxCount, setInboxCount] = useState(12);
  const [open, setOpen] = useState(false);

  const handleArchive = () => {
    setInboxCount((count) => count - 1);
    setOpen(true);
  };

  const handleUndo = () => {
    setInboxCount((count) => count + 1);
    setOpen(false);
  };

  const handleClose = (_event: SyntheticEvent | Event, reason?: SnackbarCloseReason) => {
    // A click elsewhere on the page shouldn't dismiss the message.
    if (reason === 'clickaway') {
      return;
    }
    setOpen(false);
  };

  return (
    <Stack
      direction="row"
      spacing={2}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: 'center' }}
    >
      <Button
        variant="outlined"
        startIcon={<ArchiveOutlinedIcon />}
        disabled={inboxCount === 0}
        onClick={handleArchive}
      >
        Archive conversation
      </Button>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {inboxCount} conversations in your inbox
      </Typography>
      <Snackbar
        open={open}
        autoHideDuration={6000}
        onClose={handleClose}
        message="Conversation archived"
        action={
          <>
            <Button color="inherit" size="small" onClick={handleUndo}>
              Undo
            </Button>
            <IconButton
              aria-label="Close"
              color="inherit"
              size="small"
              onClick={handleClose}
            >
              <CloseIcon fontSize="small" />
            </IconButton>
          </>
        }
      />
    </Stack>
  );
}
