import { useState } from 'react';
import Button from '@mui/joy/Button';
import Snackbar, { type SnackbarCloseReason } from '@mui/joy/Snackbar';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';

const ORIGINAL_DUE = '30 June';
const EXTENDED_DUE = '14 July';

export default function SnackbarUndo() {
  const [due, setDue] = useState(ORIGINAL_DUE);
  const [open, setOpen] = useState(false);

  const extend = () => {
    setDue(EXTENDED_DUE);
    setOpen(true);
  };

  const undo = () => {
    setDue(ORIGINAL_DUE);
    setOpen(false);
  };

  const handleClose = (_event: unknown, reason: SnackbarCloseReason) => {
    // A click elsewhere on the page should not hide the way back before the reader has seen it.
    if (reason === 'clickaway') return;
    setOpen(false);
  };

  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Typography level="title-md" component="h3">Invoice INV-0042, Harbour Bakery</Typography>
      <Typography level="body-md" data-testid="due-date">Due on {due}</Typography>
      <Button variant="outlined" onClick={extend} disabled={due === EXTENDED_DUE}>
        Extend to {EXTENDED_DUE}
      </Button>
      <Snackbar
        role="status"
        open={open}
        onClose={handleClose}
        autoHideDuration={3000}
        variant="soft"
        color="success"
        startDecorator={<CheckCircleRounded />}
        endDecorator={
          <Button size="sm" variant="soft" color="success" onClick={undo}>
            Undo
          </Button>
        }
      >
        Due date moved to {EXTENDED_DUE}.
      </Snackbar>
    </Stack>
  );
}
