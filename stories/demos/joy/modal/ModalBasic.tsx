import { useState } from 'react';
import Button from '@mui/joy/Button';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Modal from '@mui/joy/Modal';
import ModalClose from '@mui/joy/ModalClose';
import ModalDialog from '@mui/joy/ModalDialog';
import Typography from '@mui/joy/Typography';

export default function ModalBasic() {
  const [open, setOpen] = useState(false);

  return (
    <>
      <Button variant="outlined" color="neutral" onClick={() => setOpen(true)}>
        View booking
      </Button>
      <Modal open={open} onClose={() => setOpen(false)}>
        <ModalDialog sx={{ maxWidth: 420 }}>
          <ModalClose aria-label="Close booking details" />
          <DialogTitle>Lisbon, 12–15 May</DialogTitle>
          <DialogContent>
            Three nights at Casa do Rio, a double room with breakfast. Check-in opens at 15:00.
          </DialogContent>
          <Typography level="body-sm">Booking reference: TRV-48213</Typography>
        </ModalDialog>
      </Modal>
    </>
  );
}
