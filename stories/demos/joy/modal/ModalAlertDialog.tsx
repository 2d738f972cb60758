import { useState } from 'react';
import Button from '@mui/joy/Button';
import DialogActions from '@mui/joy/DialogActions';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Divider from '@mui/joy/Divider';
import Modal from '@mui/joy/Modal';
import ModalDialog from '@mui/joy/ModalDialog';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function ModalAlertDialog() {
  const [open, setOpen] = useState(false);
  const [cancelled, setCancelled] = useState(false);

  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Button
        variant="outlined"
        color="danger"
        disabled={cancelled}
        onClick={() => setOpen(true)}
      >
        Cancel trip
      </Button>
      <Typography role="status" level="body-sm">
        {cancelled ? 'Your trip to Kyoto is cancelled. The refund takes 5 working days.' : 'Trip to Kyoto: 3 bookings.'}
      </Typography>
      <Modal open={open} onClose={() => setOpen(false)}>
        <ModalDialog variant="outlined" role="alertdialog" sx={{ maxWidth: 420 }}>
          <DialogTitle>Cancel the whole trip?</DialogTitle>
          <Divider />
          <DialogContent>
            The flight, the hotel and the tea ceremony are cancelled together. Free cancellation ends
            tonight at midnight.
          </DialogContent>
          <DialogActions>
            <Button
              variant="solid"
              color="danger"
              onClick={() => {
                setCancelled(true);
                setOpen(false);
              }}
            >
              Cancel trip
            </Button>
            <Button variant="plain" color="neutral" onClick={() => setOpen(false)}>
              Keep trip
            </Button>
          </DialogActions>
        </ModalDialog>
      </Modal>
    </Stack>
  );
}
