import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

export default function BackdropBlurredDialog() {
  const [open, setOpen] = useState(false);

  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Leave workspace
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        slotProps={{ backdrop: { sx: { backdropFilter: 'blur(4px)' } } }}
      >
        <DialogTitle>Leave the Design Team workspace?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            You’ll lose access to its 12 projects. An admin can invite you back
            at any time.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Stay</Button>
          <Button variant="contained" onClick={() => setOpen(false)}>
            Leave
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
