import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Modal, { type ModalProps } from '@mui/material/Modal';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

export default function ModalBackdropClick() {
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const titleId = useId();

  const handleClose: ModalProps['onClose'] = (_event, reason) => {
    // A stray click next to the form must not throw the note away.
    if (reason === 'backdropClick') {
      return;
    }
    setOpen(false);
  };

  return (
    <div>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Add delivery note
      </Button>
      <Modal
        open={open}
        onClose={handleClose}
        sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2 }}
      >
        <Paper
          component="form"
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          elevation={24}
          onSubmit={(event) => {
            event.preventDefault();
            setOpen(false);
          }}
          sx={{ width: '100%', maxWidth: 440, p: 3, outline: 0 }}
        >
          <Typography id={titleId} variant="h6" component="h2" sx={{ mb: 2 }}>
            Delivery note
          </Typography>
          <TextField
            label="Instructions for the courier"
            value={note}
            onChange={(event) => setNote(event.target.value)}
            multiline
            minRows={3}
            fullWidth
          />
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 2 }}>
            <Button onClick={() => setOpen(false)}>Cancel</Button>
            <Button type="submit" variant="contained">
              Save note
            </Button>
          </Box>
        </Paper>
      </Modal>
    </div>
  );
}
